import { monthGrid, type TYearMonth } from '@shared/domain/emotion-calendar-grid';
import { MS_PER_DAY } from '@shared/domain/time';
import type { TEmotionDay } from '@shared/schemas/emotions';
import { cn } from '@web/lib/cn';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface EmotionMonthGridProps {
  month: TYearMonth;
  days: TEmotionDay[];
  today: string;
  selected: string | null;
  onSelect: (date: string) => void;
}

/** Blank cells sit at fixed weekday positions, so their column is a stable key. */
const blankAware = (week: Array<string | null>) =>
  week.map((date, column) => ({ date, key: date ?? `blank-${column}` }));

// 2026-11-01 is a Sunday: the seven days from it name the columns, Sunday first.
const A_SUNDAY = Date.UTC(2026, 10, 1);

/** The month from Sunday; each past day marks my emotions and my partner's with its own dot. */
export function EmotionMonthGrid({
  month,
  days,
  today,
  selected,
  onSelect,
}: EmotionMonthGridProps) {
  const { t, i18n } = useTranslation();
  const weeks = useMemo(() => monthGrid(month, 0), [month]);
  const byDate = useMemo(() => new Map(days.map((day) => [day.date, day])), [days]);
  const weekdays = useMemo(() => {
    const short = new Intl.DateTimeFormat(i18n.language, { weekday: 'narrow', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, index) => {
      const date = new Date(A_SUNDAY + index * MS_PER_DAY);
      return { short: short.format(date), long: long.format(date) };
    });
  }, [i18n.language]);
  const dayLabel = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }),
    [i18n.language],
  );

  return (
    <table className="w-full table-fixed border-separate border-spacing-1">
      <thead>
        <tr>
          {weekdays.map((weekday) => (
            <th
              key={weekday.long}
              scope="col"
              abbr={weekday.long}
              className="pb-1 text-xs font-semibold uppercase text-muted-foreground"
            >
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean)}>
            {blankAware(week).map(({ date, key }) => {
              if (!date) return <td key={key} />;
              const day = byDate.get(date);
              const hasMine = (day?.mine.length ?? 0) > 0;
              const hasPartner = (day?.partner.length ?? 0) > 0;
              const isFuture = date > today;
              const isToday = date === today;
              const isSelected = date === selected;
              const marks = [
                hasMine && t('emotions.calendar.dayMine'),
                hasPartner && t('emotions.calendar.dayPartner'),
              ]
                .filter(Boolean)
                .join(', ');
              return (
                <td key={date}>
                  <button
                    type="button"
                    disabled={isFuture}
                    aria-pressed={isSelected}
                    aria-current={isToday ? 'date' : undefined}
                    aria-label={[dayLabel.format(new Date(`${date}T00:00:00Z`)), marks]
                      .filter(Boolean)
                      .join(': ')}
                    onClick={() => onSelect(date)}
                    className={cn(
                      'flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-xl text-sm font-semibold transition-colors',
                      'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-35',
                      isSelected
                        ? 'bg-primary text-primary-foreground shadow-glow'
                        : 'hover:bg-muted',
                      isToday && !isSelected && 'bg-primary-soft text-primary ring-2 ring-primary',
                    )}
                  >
                    <span>{Number(date.slice(8))}</span>
                    <span className="flex h-1.5 gap-1" aria-hidden="true">
                      {hasMine && (
                        <span
                          className={cn(
                            'size-1.5 rounded-full',
                            isSelected ? 'bg-primary-foreground' : 'bg-primary',
                          )}
                        />
                      )}
                      {hasPartner && (
                        <span
                          className={cn(
                            'size-1.5 rounded-full',
                            isSelected ? 'bg-sky-200' : 'bg-sky-500 dark:bg-sky-400',
                          )}
                        />
                      )}
                    </span>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
