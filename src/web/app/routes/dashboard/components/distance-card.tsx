import { languageOf } from '@shared/constants';
import { partnerLocalTime, reunionCountdown } from '@shared/domain/distance';
import { minutesInZone } from '@shared/domain/quiet-hours';
import type { TDashboard } from '@shared/schemas/dashboard';
import { localToday } from '@web/lib/calendar-dates';
import { cn } from '@web/lib/cn';
import { firstName } from '@web/lib/names';
import { Moon, PlaneLanding, Sun } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MINUTE = 60_000;

/**
 * This moment, moved on at every minute's turn. Null until the page is in the browser: the
 * server's minute and the phone's need not be the same, and the text must not differ between them.
 */
function useMinute(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = new Date();
      setNow(at);
      timer = setTimeout(tick, MINUTE - (at.getTime() % MINUTE) + 50);
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  return now;
}

interface DistanceCardProps {
  partnerFullName: string;
  partnerClock: TDashboard['partnerClock'];
  nextReunion: TDashboard['nextReunion'];
}

/**
 * "La distancia": for a couple apart, the partner's time of day (and whether they sleep now, by
 * their quiet hours) and the days until they see each other again. Nothing when neither applies.
 */
export function DistanceCard({ partnerFullName, partnerClock, nextReunion }: DistanceCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const now = useMinute();
  const language = languageOf(i18n.resolvedLanguage);
  const name = firstName(partnerFullName);
  const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const clock =
    now && partnerClock ? partnerLocalTime(now, viewerZone, partnerClock, language) : null;
  const countdown = nextReunion ? reunionCountdown(nextReunion.date, localToday()) : null;
  // Known once in the browser: the same hour on both clocks is no distance to show.
  const showsClock = partnerClock !== null && (now === null || clock !== null);
  if (!showsClock && !countdown) return null;
  const hour = now && partnerClock ? Math.floor(minutesInZone(now, partnerClock.timeZone) / 60) : 0;
  const ClockIcon = clock?.isNight ? Moon : Sun;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex animate-float-up flex-col gap-3 rounded-2xl border border-border/70 p-5 shadow-soft transition-colors duration-700',
        clock?.isNight
          ? 'bg-gradient-to-br from-[oklch(0.9_0.04_290)] via-card to-card dark:from-[oklch(0.3_0.06_290)]'
          : 'bg-gradient-to-br from-accent/25 via-card to-card',
      )}
    >
      <h2 id={titleId} className="text-xs font-bold tracking-widest text-primary uppercase">
        {t('dashboard.distance.title')}
      </h2>
      {showsClock && (
        // Its place is kept until the phone knows the minute (the server draws it empty).
        <p className="flex min-h-7 items-center gap-3 text-lg leading-tight font-bold">
          {clock && (
            <>
              <ClockIcon
                aria-hidden="true"
                className={cn(
                  'size-6 shrink-0',
                  clock.isNight
                    ? 'text-[oklch(0.5_0.12_290)] dark:text-[oklch(0.8_0.08_290)]'
                    : 'text-[oklch(0.65_0.15_60)]',
                )}
              />
              {t(clock.isNight ? 'dashboard.distance.clockNight' : 'dashboard.distance.clock', {
                name,
                time: clock.time,
                count: hour,
              })}
            </>
          )}
        </p>
      )}
      {countdown && nextReunion && (
        <div className="flex items-center gap-3">
          <PlaneLanding aria-hidden="true" className="size-6 shrink-0 text-primary" />
          <p className="flex min-w-0 flex-col">
            <span className="text-lg leading-tight font-extrabold text-primary">
              {countdown.when === 'today'
                ? t('dashboard.distance.reunionToday')
                : countdown.when === 'tomorrow'
                  ? t('dashboard.distance.reunionTomorrow')
                  : t('dashboard.distance.reunion', { count: countdown.days })}
            </span>
            <span className="truncate text-sm text-muted-foreground">{nextReunion.title}</span>
          </p>
        </div>
      )}
    </section>
  );
}
