import {
  NOTIFICATION_KINDS,
  type TNotificationKind,
  type TNotificationSettings,
} from '@shared/schemas/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { SettingHeading } from '@web/components/setting-heading';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Switch } from '@web/components/ui/switch';
import { BellOff, BellRing, Loader2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  browserLocale,
  notificationSettingsKey,
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '../api/notifications';
import {
  currentPushSubscription,
  PushPermissionDenied,
  pushSupport,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from '../push-subscription';
import { DiscreetSwitch } from './discreet-switch';
import { QuietHours } from './quiet-hours';

type DeviceState = 'checking' | 'off' | 'on' | 'working' | 'denied' | 'failed' | 'unsupported';

/** Whether this browser is subscribed, and turning it on or off. */
function useThisDevice(settings: TNotificationSettings | undefined) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<DeviceState>(() =>
    pushSupport() === 'unsupported' ? 'unsupported' : 'checking',
  );
  useEffect(() => {
    if (state !== 'checking') return;
    currentPushSubscription()
      .then((subscription) => setState(subscription ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, [state]);

  const store = (next: TNotificationSettings | null) => {
    if (next) queryClient.setQueryData(notificationSettingsKey(), next);
  };
  const turnOn = async () => {
    if (!settings) return;
    setState('working');
    try {
      store(await subscribeThisBrowser(settings.vapidPublicKey));
      setState('on');
    } catch (error) {
      setState(error instanceof PushPermissionDenied ? 'denied' : 'failed');
    }
  };
  const turnOff = async () => {
    setState('working');
    try {
      store(await unsubscribeThisBrowser());
      setState('off');
    } catch {
      setState('failed');
    }
  };
  return { state, turnOn, turnOff };
}

function KindSwitch(props: {
  kind: TNotificationKind;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {t(`notifications.kinds.${props.kind}`)}
      </label>
      <Switch id={id} checked={props.checked} onCheckedChange={props.onChange} />
    </li>
  );
}

const DEVICE_MESSAGE: Partial<Record<DeviceState, string>> = {
  unsupported: 'notifications.unsupported',
  denied: 'notifications.denied',
  failed: 'notifications.failed',
};

export function NotificationsCard() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const device = useThisDevice(settings.data);
  const message = DEVICE_MESSAGE[device.state];
  const isOn = device.state === 'on';
  const data = settings.data;

  // Quiet hours and texts follow the person: a trip or a new language updates them here.
  const { mutate } = update;
  useEffect(() => {
    if (!data || device.state !== 'on') return;
    const here = browserLocale();
    if (data.timeZone === here.timeZone && data.language === here.language) return;
    mutate({
      disabledKinds: data.disabledKinds,
      quietStart: data.quietStart,
      quietEnd: data.quietEnd,
    });
  }, [data, device.state, mutate]);

  const toggleKind = (kind: TNotificationKind, on: boolean) => {
    if (!data) return;
    const disabled = new Set(data.disabledKinds);
    if (on) disabled.delete(kind);
    else disabled.add(kind);
    update.mutate({
      disabledKinds: [...disabled],
      quietStart: data.quietStart,
      quietEnd: data.quietEnd,
    });
  };

  return (
    <Card className="p-5">
      <div className="flex items-center gap-4">
        <SettingHeading
          icon={<BellRing aria-hidden="true" />}
          title={t('notifications.title')}
          description={t('notifications.description')}
        />
      </div>
      {settings.isError && (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {t('notifications.error')}
        </p>
      )}
      {message && (
        <p role="status" className="mt-3 rounded-xl bg-primary-soft/60 px-3 py-2 text-sm">
          {t(message as 'notifications.failed')}
        </p>
      )}
      {device.state !== 'unsupported' && (
        <div className="mt-4 flex flex-col gap-2">
          {isOn && <p className="text-sm font-bold text-primary">{t('notifications.isOn')}</p>}
          <Button
            type="button"
            variant={isOn ? 'outline' : 'primary'}
            disabled={!data || device.state === 'working' || device.state === 'checking'}
            onClick={isOn ? device.turnOff : device.turnOn}
          >
            {device.state === 'working' ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : isOn ? (
              <BellOff aria-hidden="true" />
            ) : (
              <BellRing aria-hidden="true" />
            )}
            {t(isOn ? 'notifications.turnOff' : 'notifications.turnOn')}
          </Button>
        </div>
      )}
      {data && (
        <>
          <DiscreetSwitch settings={data} />
          <h3 className="mt-5 text-sm font-bold text-muted-foreground">
            {t('notifications.kindsTitle')}
          </h3>
          <ul className="mt-1 divide-y divide-border">
            {NOTIFICATION_KINDS.map((kind) => (
              <KindSwitch
                key={kind}
                kind={kind}
                checked={!data.disabledKinds.includes(kind)}
                onChange={(on) => toggleKind(kind, on)}
              />
            ))}
          </ul>
          <QuietHours settings={data} />
        </>
      )}
    </Card>
  );
}
