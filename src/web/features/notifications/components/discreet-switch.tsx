import type { TNotificationSettings } from '@shared/schemas/notifications';
import { Switch } from '@web/components/ui/switch';
import { EyeOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateNotificationSettings } from '../api/notifications';

/** Pushes that say only that something is new: for a lock screen other people can see. */
export function DiscreetSwitch({ settings }: { settings: TNotificationSettings }) {
  const { t } = useTranslation();
  const update = useUpdateNotificationSettings();
  const id = useId();
  const hintId = useId();
  // Ignored while a change is on its way (two PUTs could land out of order); the switch is not
  // disabled meanwhile, since a disabled control would drop the keyboard focus.
  const toggle = (discreet: boolean) =>
    !update.isPending &&
    update.mutate({
      disabledKinds: settings.disabledKinds,
      quietStart: settings.quietStart,
      quietEnd: settings.quietEnd,
      discreet,
    });
  return (
    <div className="mt-4 flex items-start justify-between gap-3 rounded-2xl bg-muted/60 p-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="flex items-center gap-2 font-bold">
          <EyeOff className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {t('notifications.discreetLabel')}
        </label>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('notifications.discreetHint')}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={hintId}
        checked={update.isPending ? Boolean(update.variables?.discreet) : settings.discreet}
        aria-busy={update.isPending}
        onCheckedChange={toggle}
      />
    </div>
  );
}
