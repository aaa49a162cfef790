import { ZPasswordSchema } from '@shared/schemas/auth';
import { PasswordField } from '@web/components/password-field';
import { RemovePasskeysField } from '@web/components/remove-passkeys-field';
import { Button, buttonVariants } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { notifyFailure } from '@web/lib/feedback/notify';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { loadScreenTexts } from '@web/lib/i18n';
import { KeyRound, LinkIcon } from 'lucide-react';
import { use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { usePasswordResetMode } from './api/password-reset-mode';
import { useResetLinkPasskeys } from './api/reset-link-passkeys';
import { INVALID_LINK_CODE, useResetPassword } from './api/reset-password';
import { AuthFrame } from './components/auth-frame';

const ZNewPasswordForm = z.object({
  newPassword: ZPasswordSchema,
  confirmPassword: z.string(),
  removePasskeys: z.boolean(),
});

function InvalidLink() {
  const { t } = useTranslation();
  // Where a new link comes from: the sign-in screen only sends one where email is set up.
  const mode = usePasswordResetMode();
  return (
    <div className="flex flex-col items-center gap-4 text-center" role="alert">
      <div className="grid size-14 place-items-center rounded-2xl bg-destructive/10 text-destructive [&_svg]:size-7">
        <LinkIcon aria-hidden="true" />
      </div>
      <h2 className="text-xl font-extrabold">{t('passwordReset.invalidLink')}</h2>
      <p className="text-balance text-muted-foreground">
        {mode.data?.emailSent === false
          ? t('passwordReset.invalidLinkHintNoEmail')
          : t('passwordReset.invalidLinkHint')}
      </p>
      <Link to="/" replace className={buttonVariants({ size: 'lg', className: 'mt-1 w-full' })}>
        {t('passwordReset.backToSignIn')}
      </Link>
    </div>
  );
}

function NewPasswordForm({ token, onInvalidLink }: { token: string; onInvalidLink: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  // A refused link lists nothing; saving then says the link is no longer valid.
  const passkeys = useResetLinkPasskeys(token);
  const passkeyNames = (passkeys.data?.passkeys ?? []).map(
    (passkey) => passkey.name || t('privacy.passkeys.unnamed'),
  );
  const form = useZodForm({
    schema: ZNewPasswordForm,
    initialValues: { newPassword: '', confirmPassword: '', removePasskeys: true },
    refine: ({ newPassword, confirmPassword }) =>
      newPassword === confirmPassword
        ? null
        : { field: 'confirmPassword', message: 'passwordReset.mismatch' },
    onSubmit: async ({ newPassword, removePasskeys }) => {
      try {
        // Only the passkeys the person saw listed: none shown, none removed.
        await reset.mutateAsync({
          token,
          newPassword,
          removePasskeys: passkeyNames.length > 0 && removePasskeys,
        });
        navigate('/', { replace: true });
      } catch (error) {
        if (error instanceof ApiError && error.code === INVALID_LINK_CODE) onInvalidLink();
        else notifyFailure(error, 'passwordReset.resetError');
      }
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      <PasswordField
        kind="new"
        label={t('passwordReset.newPassword')}
        {...form.frame('newPassword')}
        {...form.field('newPassword')}
      />
      <PasswordField
        kind="repeat"
        label={t('passwordReset.confirmPassword')}
        {...form.frame('confirmPassword')}
        {...form.field('confirmPassword')}
      />
      <RemovePasskeysField
        names={passkeyNames}
        checked={form.values.removePasskeys}
        onCheckedChange={(checked) => form.setValue('removePasskeys', checked)}
      />
      <Button type="submit" size="lg" isLoading={form.isSubmitting} className="mt-1 w-full">
        {form.isSubmitting ? t('passwordReset.saving') : t('passwordReset.save')}
      </Button>
    </form>
  );
}

/** `/reset-password?token=`: where the emailed (or operator's) link leads. */
export default function ResetPasswordPage() {
  // A screen without a session: its texts come with the other screens', not the first load's.
  use(loadScreenTexts());
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [isLinkInvalid, setIsLinkInvalid] = useState(token === '');
  return (
    <AuthFrame
      tone="task"
      emblem={<KeyRound className="size-8 text-white" aria-hidden="true" />}
      title={t('passwordReset.pageTitle')}
      subtitle={t('passwordReset.pageSubtitle')}
    >
      {isLinkInvalid ? (
        <InvalidLink />
      ) : (
        <NewPasswordForm token={token} onInvalidLink={() => setIsLinkInvalid(true)} />
      )}
    </AuthFrame>
  );
}
