import { ZCurrentPasswordSchema } from '@shared/schemas/account';
import { ZPasskeyNameSchema, ZTotpCodeSchema } from '@shared/schemas/second-factors';
import { FormDialog } from '@web/components/form-dialog';
import { PasswordField } from '@web/components/password-field';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { notifyFailure } from '@web/lib/feedback/notify';
import { accountFieldProblem } from '@web/lib/forms/account-errors';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { useSession } from '@web/lib/session/session';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { type TAddPasskey, useAddPasskey, WRONG_PASSKEY_CODE } from '../api/passkeys';

const ZAddFormSchema = z.object({ name: ZPasskeyNameSchema, password: ZCurrentPasswordSchema });
const ZAddWithCodeFormSchema = z.extend(ZAddFormSchema, { code: ZTotpCodeSchema });

const FIELDS = ['name', 'password', 'code'] as const;

/**
 * Names a new passkey and proves it is the account's owner (the password, and the app's code
 * with the two-step sign-in on); then the browser makes it. A passkey signs in alone, so a
 * session cookie alone must not be enough to add one.
 */
export function AddPasskeyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const hasTwoStep = Boolean(useSession().data?.user.twoFactorEnabled);
  const form = useZodForm({
    schema: hasTwoStep ? ZAddWithCodeFormSchema : ZAddFormSchema,
    initialValues: { name: t('privacy.passkeys.defaultName'), password: '', code: '' },
    onSubmit: async (input: TAddPasskey) => {
      try {
        await add.mutateAsync(input);
        onClose();
      } catch (error) {
        if (error instanceof ApiError && error.code === WRONG_PASSKEY_CODE) {
          form.showProblem({ field: 'code', message: 'privacy.passkeys.errors.wrongCode' });
          return;
        }
        const problem = accountFieldProblem(error, FIELDS, 'password');
        if (problem) form.showProblem(problem);
        else notifyFailure(error, 'privacy.passkeys.errors.addFailed');
      }
    },
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => open || onClose()}
      title={t('privacy.passkeys.addTitle')}
      description={`${t('privacy.passkeys.addDescription')} ${t('privacy.passkeys.proofDescription')}`}
      onSubmit={form.onSubmit}
      isPending={form.isSubmitting}
      submitLabel={t('privacy.passkeys.create')}
    >
      <FormField label={t('privacy.passkeys.name')} {...form.frame('name')}>
        <Input {...form.field('name')} autoComplete="off" maxLength={80} />
      </FormField>
      <PasswordField
        kind="current"
        label={t('privacy.passkeys.password')}
        {...form.frame('password')}
        {...form.field('password')}
      />
      {hasTwoStep && (
        <FormField label={t('privacy.passkeys.code')} {...form.frame('code')}>
          <Input
            {...form.field('code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            className="font-mono tracking-[0.3em]"
            placeholder="123456"
          />
        </FormField>
      )}
    </FormDialog>
  );
}
