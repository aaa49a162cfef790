import { ZUnlockWithPasswordSchema } from '@shared/schemas/second-factors';
import { useQuery } from '@tanstack/react-query';
import { BeatingHeart } from '@web/components/beating-heart';
import { PageShell } from '@web/components/page-shell';
import { PasswordField } from '@web/components/password-field';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ApiError, CANCELLED_CODE } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { runtimeKey, type TranslationKey } from '@web/lib/i18n-keys';
import { canUsePasskeys } from '@web/lib/passkey-ceremony';
import { passkeysQueryOptions } from '@web/lib/passkey-list';
import { useSignOut } from '@web/lib/session/use-sign-out';
import { Fingerprint, Lock } from 'lucide-react';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnlockWithPasskey, useUnlockWithPassword } from './api/unlock';
import { saveAppLockSettings } from './app-lock-store';

const isCancelled = (error: Error) => error instanceof ApiError && error.code === CANCELLED_CODE;

/** The server's translated message (with its params), or the fallback. */
function messageOf(error: unknown, fallback: TranslationKey) {
  if (error instanceof ApiError && error.isTranslationKey) {
    return { message: runtimeKey(error.message), params: error.params };
  }
  return { message: fallback, params: {} };
}

/**
 * What the locked app shows, and nothing else: no name, no photo, no count of anything. The
 * passkey (with the device's own check) or the password opens it; signing out is the way out
 * for someone who forgot the password.
 */
export function LockScreen() {
  const { t } = useTranslation();
  const withPasskey = useUnlockWithPasskey();
  // The passkey is offered only to an account that has one (and a browser that can use it).
  const hasPasskey = Boolean(useQuery(passkeysQueryOptions()).data?.length) && canUsePasskeys();
  const withPassword = useUnlockWithPassword();
  const signOut = useSignOut();
  const form = useZodForm({
    schema: ZUnlockWithPasswordSchema,
    initialValues: { password: '' },
    onSubmit: async ({ password }) => {
      try {
        await withPassword.mutateAsync(password);
      } catch (error) {
        // Toasts are hidden while locked: every failure is said under the field.
        form.showProblem({ field: 'password', ...messageOf(error, 'errors.generic') });
      }
    },
  });
  const passkeyProblem =
    withPasskey.error && !isCancelled(withPasskey.error)
      ? messageOf(withPasskey.error, 'privacy.lock.errors.passkeyFailed')
      : null;
  useLayoutEffect(() => {
    document.title = 'Juntos';
  }, []);
  return (
    <PageShell>
      <div className="flex flex-1 flex-col justify-center py-8">
        <header className="mb-8 flex flex-col items-center text-center">
          <div className="relative mb-4 grid size-20 place-items-center rounded-[1.75rem] bg-gradient-to-br from-[oklch(0.78_0.13_15)] to-primary shadow-glow">
            <BeatingHeart className="size-10 fill-white text-white" />
            <span className="absolute -right-1 -bottom-1 grid size-8 place-items-center rounded-full bg-background text-primary shadow-soft">
              <Lock aria-hidden="true" className="size-4" />
            </span>
          </div>
          <h1 className="text-2xl font-extrabold">{t('privacy.lock.screenTitle')}</h1>
          <p className="mt-2 max-w-xs text-balance text-muted-foreground">
            {t('privacy.lock.screenDescription')}
          </p>
        </header>
        <Card className="flex flex-col gap-5 p-6">
          {hasPasskey && (
            <Button
              size="lg"
              className="w-full"
              isLoading={withPasskey.isPending}
              onClick={() => withPasskey.mutate()}
            >
              <Fingerprint aria-hidden="true" />
              {t('privacy.lock.unlockPasskey')}
            </Button>
          )}
          {passkeyProblem && (
            <p role="alert" className="-mt-2 text-center text-sm font-semibold text-destructive">
              {t(passkeyProblem.message, passkeyProblem.params)}
            </p>
          )}
          <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
            <PasswordField
              kind="current"
              label={t('privacy.lock.password')}
              {...form.frame('password')}
              {...form.field('password')}
            />
            <Button
              type="submit"
              variant="outline"
              size="lg"
              isLoading={form.isSubmitting}
              className="w-full"
            >
              {t('privacy.lock.unlock')}
            </Button>
          </form>
        </Card>
        <p className="mt-6 text-center text-xs text-balance text-muted-foreground">
          {t('privacy.lock.honest')}
        </p>
        <Button
          variant="link"
          className="mt-2 self-center"
          isLoading={signOut.isPending}
          onClick={() => {
            // The lock belongs to the account that set it: signing out ends it on this device.
            saveAppLockSettings(null);
            signOut.mutate();
          }}
        >
          {t('privacy.lock.signOut')}
        </Button>
      </div>
    </PageShell>
  );
}
