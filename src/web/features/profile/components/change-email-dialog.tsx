import { ZChangeEmailSchema } from '@shared/schemas/account';
import { EmailField } from '@web/components/email-field';
import { FormDialog } from '@web/components/form-dialog';
import { PasswordField } from '@web/components/password-field';
import { notifyFailure } from '@web/lib/feedback/notify';
import { accountFieldProblem } from '@web/lib/forms/account-errors';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { useTranslation } from 'react-i18next';
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
      <EmailField
        label={t('account.newEmail')}
        {...form.frame('newEmail')}
        {...form.field('newEmail')}
      />
      <PasswordField
        kind="current"
        label={t('account.password')}
        {...form.frame('password')}
        {...form.field('password')}
      />
    </FormDialog>
  );
}
