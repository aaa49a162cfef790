import { monthGrid, type TWeekStart } from '@shared/domain/calendar-month';
import { formatFullDate, formatWeekday } from '@web/lib/calendar-dates';
import { cn } from '@web/lib/cn';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface MonthGridProps {
  /** 'YYYY-MM'. */
  month: string;
  /** The person's own today ('YYYY-MM-DD'), highlighted. */
  today: string;
  selected: string | null;
  onSelect: (date: string) => void;
  /**
   * Shows the neighbouring months' days in the first and last weeks, selectable (the events
   * calendar moves to their month); blank cells otherwise.
   */
  showOutsideDays?: boolean;
  /** Days that cannot be chosen (the emotion calendar's future days). */
  isDisabled?: (date: string) => boolean;
  /** The first column: Sunday unless given (the emotion calendar's, which the spec fixes). */
  weekStart?: TWeekStart;
  /** Added to the day's spoken name after a comma ('1 evento'), or null. */
  describeDay?: (date: string) => string | null;
  /**
   * The day's marks under its number, in their legend colours (null for none). On the selected
   * day they sit on a light chip, so a pink dot stays visible on the pink selection.
   */
  renderMarks?: (date: string) => ReactNode;
}

/**
 * The one month grid of the app's calendars (events and emotions): a table of weeks, Sunday
 * first unless `weekStart` says Monday, each day a toggle button
 * named by its full date, today ringed, the selected day filled. What a day holds comes from the
 * caller: `describeDay` for screen readers and `renderMarks` for the eye.
 */
export function MonthGrid({
  month,
  today,
  selected,
  onSelect,
  showOutsideDays = false,
  weekStart = 0,
  isDisabled,
  describeDay,
  renderMarks,
}: MonthGridProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const weeks = useMemo(() => monthGrid(month, weekStart), [month, weekStart]);
  const weekdays = useMemo(() => {
    return Array.from({ length: 7 }, (_, index) => ({
      short: formatWeekday(weekStart + index, language, 'short'),
      long: formatWeekday(weekStart + index, language, 'long'),
    }));
  }, [language, weekStart]);

  return (
    <table className="w-full table-fixed border-separate border-spacing-1">
      <thead>
        <tr>
          {weekdays.map((weekday) => (
            <th
              key={weekday.long}
              scope="col"
              abbr={weekday.long}
              className="pb-1 text-xs font-bold uppercase text-muted-foreground"
            >
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map(({ date, isInMonth }) => {
              if (!isInMonth && !showOutsideDays) return <td key={date} />;
              const isSelected = date === selected;
              const isToday = date === today;
              const description = describeDay?.(date);
              const marks = renderMarks?.(date);
              const name = formatFullDate(date, language);
              return (
                <td key={date}>
                  <button
                    type="button"
                    disabled={isDisabled?.(date)}
                    aria-pressed={isSelected}
                    aria-current={isToday ? 'date' : undefined}
                    aria-label={description ? `${name}, ${description}` : name}
                    onClick={() => onSelect(date)}
                    className={cn(
                      'flex aspect-square min-h-11 w-full flex-col items-center justify-center gap-1 rounded-xl text-sm font-semibold transition-colors',
                      'focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-35',
                      isInMonth ? 'text-foreground' : 'text-muted-foreground/50',
                      isSelected
                        ? 'bg-gradient-to-br from-primary to-[oklch(0.66_0.19_25)] text-primary-foreground shadow-glow'
                        : 'hover:bg-muted',
                      isToday && !isSelected && 'bg-primary-soft ring-2 ring-primary/60',
                    )}
                  >
                    <span className="tabular-nums">{Number(date.slice(8))}</span>
                    <span
                      aria-hidden="true"
                      className={cn(
                        'flex h-2.5 items-center gap-0.5 rounded-full',
                        isSelected && marks != null && 'bg-card px-1 shadow-xs',
                      )}
                    >
                      {marks}
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
