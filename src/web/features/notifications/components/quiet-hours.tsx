import type { TNotificationSettings } from '@shared/schemas/notifications';
import { Input } from '@web/components/ui/input';
import { Check, MoonStar } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateNotificationSettings } from '../api/notifications';

/** Typing a time changes it once per digit: the last change within this long is the one saved. */
const QUIET_SAVE_DELAY_MS = 400;

type QuietTimes = Pick<TNotificationSettings, 'quietStart' | 'quietEnd'>;
const isTime = (value: string) => /^\d\d:\d\d$/.test(value);
const quietTimesOf = ({ quietStart, quietEnd }: QuietTimes): QuietTimes => ({
  quietStart,
  quietEnd,
});
const sameTimes = (a: QuietTimes, b: QuietTimes) =>
  a.quietStart === b.quietStart && a.quietEnd === b.quietEnd;

/**
 * Saved as it changes (a phone's time picker may never blur the field), with a word that it
 * was: a reload then shows what was chosen.
 */
export function QuietHours({ settings }: { settings: TNotificationSettings }) {
  const { t } = useTranslation();
  const update = useUpdateNotificationSettings();
  const { mutate } = update;
  const fromId = useId();
  const toId = useId();
  const [times, setTimes] = useState<QuietTimes>(() => quietTimesOf(settings));
  // Newer settings may arrive after the first draw (the device's kept copy is refreshed, another
  // tab saved): the fields follow them, unless the person is in the middle of a change.
  const [shown, setShown] = useState<QuietTimes>(() => quietTimesOf(settings));
  if (!sameTimes(shown, settings)) {
    setShown(quietTimesOf(settings));
    if (sameTimes(times, shown)) setTimes(quietTimesOf(settings));
  }
  const [savedTimes, setSavedTimes] = useState<QuietTimes | null>(null);
  const isChanged =
    times.quietStart !== settings.quietStart || times.quietEnd !== settings.quietEnd;
  const disabledKinds = settings.disabledKinds;

  useEffect(() => {
    if (!isChanged || !isTime(times.quietStart) || !isTime(times.quietEnd)) return;
    const timer = setTimeout(() => {
      mutate({ disabledKinds, ...times }, { onSuccess: () => setSavedTimes(times) });
    }, QUIET_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [times, isChanged, disabledKinds, mutate]);

  const isSaved =
    savedTimes !== null &&
    !isChanged &&
    savedTimes.quietStart === times.quietStart &&
    savedTimes.quietEnd === times.quietEnd;
  return (
    <fieldset className="mt-4 rounded-2xl bg-muted/60 p-4">
      <legend className="sr-only">{t('notifications.quietTitle')}</legend>
      <p className="flex items-center gap-2 font-bold" aria-hidden="true">
        <MoonStar className="size-4 text-primary" />
        {t('notifications.quietTitle')}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{t('notifications.quietHint')}</p>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <label htmlFor={fromId} className="flex flex-col gap-1 text-sm font-semibold">
          {t('notifications.quietFrom')}
          <Input
            id={fromId}
            type="time"
            value={times.quietStart}
            onChange={(e) => {
              const quietStart = e.currentTarget.value;
              setTimes((now) => ({ ...now, quietStart }));
            }}
          />
        </label>
        <label htmlFor={toId} className="flex flex-col gap-1 text-sm font-semibold">
          {t('notifications.quietTo')}
          <Input
            id={toId}
            type="time"
            value={times.quietEnd}
            onChange={(e) => {
              const quietEnd = e.currentTarget.value;
              setTimes((now) => ({ ...now, quietEnd }));
            }}
          />
        </label>
      </div>
      <p
        role="status"
        className="mt-2 flex min-h-5 items-center gap-1.5 text-xs font-semibold text-primary"
      >
        {isSaved && (
          <>
            <Check className="size-3.5" aria-hidden="true" />
            {t('notifications.saved')}
          </>
        )}
      </p>
    </fieldset>
  );
}
