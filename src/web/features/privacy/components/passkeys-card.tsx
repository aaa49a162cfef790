import type { TPasskey } from '@shared/schemas/second-factors';
import { ItemActions } from '@web/components/item-actions';
import { SettingHeading } from '@web/components/setting-heading';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatInstant } from '@web/lib/calendar-dates';
import { useFormDialog } from '@web/lib/forms/use-form-dialog';
import { useCanUsePasskeys } from '@web/lib/passkey-ceremony';
import { Fingerprint, KeyRound, Plus } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { AddPasskeyDialog } from './add-passkey-dialog';
import { PasskeyNameDialog } from './passkey-name-dialog';

/** The anchor the new passkey email links to (`/profile#passkeys`). */
const ANCHOR = 'passkeys';

/** "Llaves de acceso": the account's passkeys, added from this device, renamed, removed. */
export function PasskeysCard() {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const rename = useRenamePasskey();
  const dialog = useFormDialog<{ id: string; name: string }>();
  const renaming = dialog.open?.item;
  const isSupported = useCanUsePasskeys();
  // Opened from the email's link: the list is drawn after the page, so the browser's own jump
  // to the anchor found nothing yet.
  const hasList = passkeys.data !== undefined;
  useEffect(() => {
    if (hasList && window.location.hash === `#${ANCHOR}`)
      document.getElementById(ANCHOR)?.scrollIntoView();
  }, [hasList]);
  return (
    <Card id={ANCHOR} className="flex scroll-mt-4 flex-col gap-4 p-5">
      <div className="flex items-center gap-4">
        <SettingHeading
          icon={<Fingerprint aria-hidden="true" />}
          title={t('privacy.passkeys.title')}
          description={t('privacy.passkeys.description')}
        />
      </div>
      {passkeys.isPending ? (
        <Skeleton className="h-14 w-full rounded-2xl" />
      ) : passkeys.data?.length ? (
        <ul className="flex flex-col gap-2" aria-label={t('privacy.passkeys.title')}>
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onRename={dialog.show} />
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl bg-muted/60 px-4 py-3 text-sm text-muted-foreground">
          {t('privacy.passkeys.empty')}
        </p>
      )}
      {isSupported ? (
        <Button variant="outline" onClick={() => dialog.show(null)}>
          <Plus aria-hidden="true" />
          {t('privacy.passkeys.add')}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{t('privacy.passkeys.notSupported')}</p>
      )}
      {dialog.open && dialog.open.item === null && (
        <AddPasskeyDialog key={dialog.open.key} onClose={dialog.close} />
      )}
      {dialog.open && renaming && (
        <PasskeyNameDialog
          key={dialog.open.key}
          current={renaming}
          onClose={dialog.close}
          onSave={(name) => rename.mutateAsync({ id: renaming.id, name })}
        />
      )}
    </Card>
  );
}

function PasskeyRow({
  passkey,
  onRename,
}: {
  passkey: TPasskey;
  onRename: (item: { id: string; name: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  const remove = useRemovePasskey();
  const name = passkey.name || t('privacy.passkeys.unnamed');
  const date = formatInstant(passkey.createdAt, i18n.language, 'shortDate');
  return (
    <li className="flex items-center gap-3 rounded-2xl bg-muted/60 py-2 pr-1 pl-4">
      <KeyRound aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{name}</p>
        <p className="text-xs text-muted-foreground">{t('privacy.passkeys.addedOn', { date })}</p>
      </div>
      <ItemActions
        className="flex shrink-0"
        editLabel={t('privacy.passkeys.rename')}
        deleteLabel={t('privacy.passkeys.remove')}
        confirmTitle={t('privacy.passkeys.removeTitle', { name })}
        confirmDescription={t('privacy.passkeys.removeDescription')}
        confirmLabel={t('privacy.passkeys.remove')}
        onEdit={() => onRename({ id: passkey.id, name })}
        onDelete={() => remove.mutateAsync(passkey.id)}
      />
    </li>
  );
}
