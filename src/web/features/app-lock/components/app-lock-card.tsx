import { APP_LOCK_MINUTES, type TAppLockMinutes } from '@shared/schemas/second-factors';
import { SettingHeading } from '@web/components/setting-heading';
import { Card } from '@web/components/ui/card';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { Switch } from '@web/components/ui/switch';
import { useSession } from '@web/lib/session/session';
import { toast } from '@web/lib/toast';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { readAppLockSettings, saveAppLockSettings, useAppLockSettings } from '../app-lock-store';

/** "Bloqueo de la app": on or off for this device, and after how long away it locks. */
export function AppLockCard() {
  const { t } = useTranslation();
  const id = useId();
  const userId = useSession().data?.user.id;
  useAppLockSettings();
  const settings = readAppLockSettings();
  const isOn = Boolean(userId && settings?.userId === userId);
  const minutes = isOn && settings ? settings.minutes : 5;
  const choose = (next: TAppLockMinutes) =>
    userId && saveAppLockSettings({ userId, minutes: next });
  const options = APP_LOCK_MINUTES.map((value) => ({
    value: String(value),
    label:
      value === 0 ? t('privacy.lock.immediately') : t('privacy.lock.minutes', { count: value }),
  }));
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-center gap-4">
        <SettingHeading
          icon={<Lock aria-hidden="true" />}
          title={t('privacy.lock.title')}
          description={t('privacy.lock.description')}
        />
        <label htmlFor={id} className="sr-only">
          {t('privacy.lock.enable')}
        </label>
        <Switch
          id={id}
          checked={isOn}
          disabled={!userId}
          onCheckedChange={(checked) => {
            if (!checked || !userId) return saveAppLockSettings(null);
            choose(minutes);
            toast.success(t('privacy.lock.enabledToast'));
          }}
        />
      </div>
      {isOn && (
        <SegmentedControl
          label={t('privacy.lock.after')}
          value={String(minutes)}
          onValueChange={(value) => choose(Number(value) as TAppLockMinutes)}
          options={options}
        />
      )}
      <p className="rounded-2xl bg-muted/60 px-4 py-3 text-xs text-muted-foreground">
        {t('privacy.lock.honest')}
      </p>
    </Card>
  );
}
