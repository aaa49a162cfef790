import type { TDevice } from '@shared/schemas/devices';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatRelative } from '@web/lib/calendar-dates';
import { Laptop, LogOut, Smartphone, Tablet } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const KIND_ICONS = { phone: Smartphone, tablet: Tablet, computer: Laptop } as const;

/** "Safari en iOS", or what is known of it. */
export function useDeviceName() {
  const { t } = useTranslation();
  return ({ browser, os }: Pick<TDevice, 'browser' | 'os'>) => {
    if (browser && os) return t('devices.name', { browser, os });
    if (browser) return browser;
    if (os) return t('devices.unknownBrowserOn', { os });
    return t('devices.unknownDevice');
  };
}

const MINUTE = 60_000;

/** "hace 5 minutos", "ayer", in the reader's language; "ahora" within two minutes. */
function useLastUsed() {
  const { t, i18n } = useTranslation();
  const format = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
    formatRelative(value, unit, i18n.language);
  return (iso: string) => {
    const ago = Math.max(0, Date.now() - Date.parse(iso));
    if (ago < 2 * MINUTE) return t('devices.activeNow');
    const when =
      ago < 60 * MINUTE
        ? format(-Math.round(ago / MINUTE), 'minute')
        : ago < 24 * 60 * MINUTE
          ? format(-Math.round(ago / (60 * MINUTE)), 'hour')
          : format(-Math.round(ago / (24 * 60 * MINUTE)), 'day');
    return t('devices.lastUsed', { when });
  };
}

interface DeviceRowProps {
  device: TDevice;
  isEnding: boolean;
  onEnd: (device: TDevice) => void;
}

export function DeviceRow({ device, isEnding, onEnd }: DeviceRowProps) {
  const { t } = useTranslation();
  const name = useDeviceName()(device);
  const lastUsed = useLastUsed();
  const Icon = KIND_ICONS[device.kind];
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-muted text-primary [&_svg]:size-5">
        <Icon aria-hidden="true" />
        <span className="sr-only">{t(`devices.kinds.${device.kind}`)}</span>
      </span>
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold leading-snug">{name}</p>
        {device.isCurrent ? (
          <Badge variant="success" className="mt-0.5">
            {t('devices.thisDevice')}
          </Badge>
        ) : (
          <p className="text-xs text-muted-foreground">{lastUsed(device.lastUsedAt)}</p>
        )}
      </div>
      {!device.isCurrent && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="shrink-0 px-3"
          isLoading={isEnding}
          aria-label={t('devices.signOutLabel', { device: name })}
          onClick={() => onEnd(device)}
        >
          <LogOut aria-hidden="true" />
          {t('devices.signOut')}
        </Button>
      )}
    </li>
  );
}
