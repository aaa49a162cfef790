import { NeedsConnection } from '@web/components/needs-connection';
import { SettingHeading } from '@web/components/setting-heading';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { DeleteAccountDialog } from '@web/features/account-deletion/components/delete-account-dialog';
import { EndCoupleDialog } from '@web/features/couples/components/end-couple-dialog';
import { useOnline } from '@web/lib/online';
import { HeartCrack, ShieldAlert, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The profile's "Cuenta" card: ending the couple (only while there is one) and deleting the
 * account, each behind a dialog that says exactly what it does. `hasCouple`: the couple is
 * active (the profile screen asks the couples feature).
 */
export function EndingCard({ hasCouple }: { hasCouple: boolean }) {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const [isEnding, setIsEnding] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const dangerButton =
    'w-full justify-start border-destructive/40 text-destructive hover:bg-destructive/10';

  return (
    <Card className="border-destructive/30 p-5">
      <div className="flex items-start gap-4">
        <SettingHeading
          tone="danger"
          icon={<ShieldAlert aria-hidden="true" />}
          title={t('ending.accountTitle')}
          description={t('ending.accountDescription')}
        />
      </div>
      <div className="mt-4 flex flex-col gap-2.5">
        {hasCouple && (
          <Button
            variant="outline"
            className={dangerButton}
            disabled={!isOnline}
            onClick={() => setIsEnding(true)}
          >
            <HeartCrack aria-hidden="true" />
            {t('ending.endCouple')}
          </Button>
        )}
        <Button
          variant="outline"
          className={dangerButton}
          disabled={!isOnline}
          onClick={() => setIsDeleting(true)}
        >
          <UserX aria-hidden="true" />
          {t('ending.deleteAccount')}
        </Button>
      </div>
      <NeedsConnection className="mt-2 text-sm" />
      {isEnding && <EndCoupleDialog open onOpenChange={setIsEnding} />}
      {isDeleting && <DeleteAccountDialog open onOpenChange={setIsDeleting} />}
    </Card>
  );
}
