import { Button } from '@web/components/ui/button';
import { useCanUsePasskeys } from '@web/lib/passkey-ceremony';
import { Fingerprint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePasskeySignIn } from '../api/passkey-sign-in';

/** "Sign in with a passkey", where the browser has passkeys at all; the password stays above. */
export function PasskeySignInButton() {
  const { t } = useTranslation();
  const signIn = usePasskeySignIn();
  const isSupported = useCanUsePasskeys();
  if (!isSupported) return null;
  return (
    <>
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('auth.orDivider')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        isLoading={signIn.isPending}
        onClick={() => signIn.mutate()}
      >
        <Fingerprint aria-hidden="true" />
        {t('auth.passkeyButton')}
      </Button>
    </>
  );
}
