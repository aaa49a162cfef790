import { ZConfirmWithPasswordSchema } from '@shared/schemas/second-factors';
import { PasswordField } from '@web/components/password-field';
import { notifyFailure } from '@web/lib/feedback/notify';
import { accountFieldProblem } from '@web/lib/forms/account-errors';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import type { TranslationKey } from '@web/lib/i18n-keys';
import { useTranslation } from 'react-i18next';

/** "Type your password" before a change to how the account signs in; a wrong one marks the field. */
export function usePasswordConfirm(
  onConfirmed: (password: string) => Promise<unknown>,
  failureKey: TranslationKey,
) {
  const { t } = useTranslation();
  const form = useZodForm({
    schema: ZConfirmWithPasswordSchema,
    initialValues: { password: '' },
    onSubmit: async ({ password }) => {
      try {
        await onConfirmed(password);
      } catch (error) {
        const problem = accountFieldProblem(error, ['password'] as const, 'password');
        if (problem) form.showProblem(problem);
        else notifyFailure(error, failureKey);
      }
    },
  });
  const fields = (
    <PasswordField
      kind="current"
      label={t('privacy.twoStep.password')}
      {...form.frame('password')}
      {...form.field('password')}
    />
  );
  return { form, fields };
}
