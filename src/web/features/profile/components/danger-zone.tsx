import { ConfirmDialog } from '@web/components/confirm-dialog';
import { SettingHeading } from '@web/components/setting-heading';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useUnsentWarning } from '@web/lib/outbox/unsent-changes';
import { useSignOut } from '@web/lib/session/use-sign-out';
import { LogOut, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function DangerZone() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  // "Tienes N cambios sin enviar...": they go with the sign-out.
  const unsentWarning = useUnsentWarning();
  return (
    <Card className="border-destructive/30 p-5">
      <div className="flex items-start gap-4">
        <SettingHeading
          tone="danger"
          icon={<TriangleAlert aria-hidden="true" />}
          title={t('profile.dangerZone')}
          description={t('profile.dangerDescription')}
        />
      </div>
      {/* The dialog stays open with a spinner until the server has ended the session, and
          stays open to retry if it could not. */}
      <ConfirmDialog
        trigger={
          <Button
            variant="outline"
            className="mt-4 w-full border-destructive/40 text-destructive hover:bg-destructive/10"
          >
            <LogOut aria-hidden="true" />
            {t('profile.logout')}
          </Button>
        }
        icon={<LogOut aria-hidden="true" />}
        title={t('profile.logoutConfirmTitle')}
        description={[t('profile.logoutConfirmDescription'), unsentWarning]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t('profile.logoutConfirm')}
        pendingLabel={t('profile.loggingOut')}
        onConfirm={() => signOut.mutateAsync()}
      />
    </Card>
  );
}
