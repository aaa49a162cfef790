import type { TPasskey } from '@shared/schemas/second-factors';
import { ItemActions } from '@web/components/item-actions';
import { SettingHeading } from '@web/components/setting-heading';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFormDialog } from '@web/lib/forms/use-form-dialog';
import { useCanUsePasskeys } from '@web/lib/passkey-ceremony';
import { Fingerprint, KeyRound, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { PasskeyNameDialog } from './passkey-name-dialog';

/** "Llaves de acceso": the account's passkeys, added from this device, renamed, removed. */
export function PasskeysCard() {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const dialog = useFormDialog<{ id: string; name: string }>();
  const isSupported = useCanUsePasskeys();
  return (
    <Card className="flex flex-col gap-4 p-5">
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
      {dialog.open && (
        <PasskeyNameDialog
          key={dialog.open.key}
          current={dialog.open.item}
          onClose={dialog.close}
          onSave={(name) => {
            const item = dialog.open?.item;
            return item ? rename.mutateAsync({ id: item.id, name }) : add.mutateAsync(name);
          }}
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
  const date = new Date(passkey.createdAt).toLocaleDateString(i18n.language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
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
