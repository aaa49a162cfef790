import { SettingHeading } from '@web/components/setting-heading';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useFormDialog } from '@web/lib/forms/use-form-dialog';
import { KeyRound, Mail, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChangeEmailDialog } from './change-email-dialog';
import { ChangePasswordDialog } from './change-password-dialog';

type TAccountChange = 'password' | 'email';

/** "Cuenta": the sign-in email and password, each changed behind the current password. */
export function AccountCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const dialog = useFormDialog<TAccountChange>();
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-center gap-4">
        <SettingHeading
          icon={<ShieldCheck aria-hidden="true" />}
          title={t('account.title')}
          description={t('account.description')}
        />
      </div>
      <p className="truncate rounded-2xl bg-muted/60 px-4 py-3 text-sm">
        <span className="text-muted-foreground">{t('account.emailLabel')}: </span>
        <span className="font-semibold">{email}</span>
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="outline" onClick={() => dialog.show('email')}>
          <Mail aria-hidden="true" />
          {t('account.changeEmail')}
        </Button>
        <Button variant="outline" onClick={() => dialog.show('password')}>
          <KeyRound aria-hidden="true" />
          {t('account.changePassword')}
        </Button>
      </div>
      {dialog.open?.item === 'email' && (
        <ChangeEmailDialog key={dialog.open.key} onClose={dialog.close} />
      )}
      {dialog.open?.item === 'password' && (
        <ChangePasswordDialog key={dialog.open.key} onClose={dialog.close} />
      )}
    </Card>
  );
}
