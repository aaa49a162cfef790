import { ZChangePasswordSchema } from '@shared/schemas/account';
import { useQuery } from '@tanstack/react-query';
import { FormDialog } from '@web/components/form-dialog';
import { PasswordField } from '@web/components/password-field';
import { RemovePasskeysField } from '@web/components/remove-passkeys-field';
import { notifyFailure } from '@web/lib/feedback/notify';
import { accountFieldProblem } from '@web/lib/forms/account-errors';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { passkeysQueryOptions } from '@web/lib/passkey-list';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../api/change-password';

const FIELDS = ['currentPassword', 'newPassword'] as const;

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const passkeyNames = (useQuery(passkeysQueryOptions()).data ?? []).map(
    (passkey) => passkey.name || t('privacy.passkeys.unnamed'),
  );
  const form = useZodForm({
    schema: ZChangePasswordSchema,
    initialValues: { currentPassword: '', newPassword: '', removePasskeys: true },
    onSubmit: async (data) => {
      // Only the passkeys the person saw listed: none shown, none removed.
      const removePasskeys = passkeyNames.length > 0 && data.removePasskeys === true;
      try {
        await change.mutateAsync({ ...data, removePasskeys });
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
      <RemovePasskeysField
        names={passkeyNames}
        checked={form.values.removePasskeys}
        onCheckedChange={(checked) => form.setValue('removePasskeys', checked)}
      />
    </FormDialog>
  );
}
