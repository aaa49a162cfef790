import { SettingHeading } from '@web/components/setting-heading';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDevices, useEndDevice, useEndOtherDevices } from '../api/devices';
import { DeviceRow } from './device-row';

/** The anchor the new sign-in email links to (`/profile#devices`). */
const ANCHOR = 'devices';

/** Where the account is signed in, and signing any other device out (or all of them). */
export function DevicesCard() {
  const { t } = useTranslation();
  const devices = useDevices();
  const endDevice = useEndDevice();
  const endOthers = useEndOtherDevices();
  const list = devices.data?.devices;
  const others = list?.filter((device) => !device.isCurrent).length ?? 0;

  // Opened from the email's link: the list is drawn after the page, so the browser's own jump
  // to the anchor found nothing yet.
  const hasList = list !== undefined;
  useEffect(() => {
    if (hasList && window.location.hash === `#${ANCHOR}`)
      document.getElementById(ANCHOR)?.scrollIntoView();
  }, [hasList]);

  return (
    <Card id={ANCHOR} className="scroll-mt-4 p-5">
      <div className="flex items-center gap-4">
        <SettingHeading
          icon={<MonitorSmartphone aria-hidden="true" />}
          title={t('devices.title')}
          description={t('devices.description')}
        />
      </div>
      {devices.isError && (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {t('devices.error')}
        </p>
      )}
      {devices.isPending && (
        <div className="mt-4 flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-12 rounded-xl" />
          <Skeleton className="h-12 rounded-xl" />
        </div>
      )}
      {list && (
        <ul aria-label={t('devices.title')} className="mt-2 divide-y divide-border">
          {list.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              isEnding={endDevice.isPending && endDevice.variables === device.id}
              onEnd={(chosen) => endDevice.mutate(chosen.id)}
            />
          ))}
        </ul>
      )}
      {list && others === 0 && (
        <p className="mt-2 text-sm text-muted-foreground">{t('devices.onlyThis')}</p>
      )}
      {others > 1 && (
        <Button
          type="button"
          variant="outline"
          className="mt-3 w-full"
          isLoading={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          <LogOut aria-hidden="true" />
          {t('devices.signOutOthers')}
        </Button>
      )}
    </Card>
  );
}
