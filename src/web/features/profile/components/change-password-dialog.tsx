import { ZChangePasswordSchema } from '@shared/schemas/account';
import { FormDialog } from '@web/components/form-dialog';
import { PasswordField } from '@web/components/password-field';
import { notifyFailure } from '@web/lib/feedback/notify';
import { accountFieldProblem } from '@web/lib/forms/account-errors';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../api/change-password';

const FIELDS = ['currentPassword', 'newPassword'] as const;

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useZodForm({
    schema: ZChangePasswordSchema,
    initialValues: { currentPassword: '', newPassword: '' },
    onSubmit: async (data) => {
      try {
        await change.mutateAsync(data);
        onClose();
      } catch (error) {
        const problem = accountFieldProblem(error, FIELDS, 'currentPassword');
        if (problem) form.showProblem(problem);
        else notifyFailure(error, 'account.passwordError');
      }
    },
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => open || onClose()}
      title={t('account.changePassword')}
      description={t('account.passwordDescription')}
      onSubmit={form.onSubmit}
      isPending={form.isSubmitting}
      isDirty={form.isDirty}
      submitLabel={t('account.save')}
    >
      <PasswordField
        kind="current"
        label={t('account.currentPassword')}
        {...form.frame('currentPassword')}
        {...form.field('currentPassword')}
      />
      <PasswordField
        kind="new"
        label={t('account.newPassword')}
        {...form.frame('newPassword')}
        {...form.field('newPassword')}
      />
    </FormDialog>
  );
}
