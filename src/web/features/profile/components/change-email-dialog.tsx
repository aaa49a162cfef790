import { ZChangeEmailSchema } from '@shared/schemas/account';
import { FormDialog } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { notifyFailure } from '@web/lib/feedback/notify';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { useTranslation } from 'react-i18next';
import { accountFieldProblem } from '../account-errors';
import { useChangeEmail } from '../api/change-email';

const FIELDS = ['newEmail', 'password'] as const;

export function ChangeEmailDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const form = useZodForm({
    schema: ZChangeEmailSchema,
    initialValues: { newEmail: '', password: '' },
    onSubmit: async (data) => {
      try {
        await change.mutateAsync(data);
        onClose();
      } catch (error) {
        const problem = accountFieldProblem(error, FIELDS, 'password');
        if (problem) form.showProblem(problem);
        else notifyFailure(error, 'account.emailError');
      }
    },
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => open || onClose()}
      title={t('account.changeEmail')}
      description={t('account.emailDescription')}
      onSubmit={form.onSubmit}
      isPending={form.isSubmitting}
      isDirty={form.isDirty}
      submitLabel={t('account.save')}
    >
      <FormField label={t('account.newEmail')} {...form.frame('newEmail')}>
        <Input
          {...form.field('newEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
        />
      </FormField>
      <FormField label={t('account.password')} {...form.frame('password')}>
        <Input {...form.field('password')} type="password" autoComplete="current-password" />
      </FormField>
    </FormDialog>
  );
}
