import { monthGrid, shiftMonth, type TWeekStart } from '@shared/domain/calendar-month';
import { EVENT_TYPES, type TEvent, type TEventType } from '@shared/schemas/events';
import { MonthNav } from '@web/components/month-nav';
import { cn } from '@web/lib/cn';
import { parseLocalDate } from '@web/lib/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_TYPE_STYLE } from '../event-type-style';

interface MonthCalendarProps {
  month: string;
  onMonthChange: (month: string) => void;
  selectedDate: string;
  onSelectDate: (date: string) => void;
  today: string;
  events: readonly TEvent[];
}

// English calendars start on Sunday; the app's other languages on Monday.
const weekStartOf = (language: string): TWeekStart => (language.startsWith('en') ? 0 : 1);

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The month grid: previous/next month, one dot per event type on each day, today ringed. */
export function MonthCalendar({
  month,
  onMonthChange,
  selectedDate,
  onSelectDate,
  today,
  events,
}: MonthCalendarProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const weekStart = weekStartOf(language);
  const weeks = useMemo(() => monthGrid(month, weekStart), [month, weekStart]);
  const typesByDay = useMemo(() => {
    const byDay = new Map<string, { types: Set<TEventType>; count: number }>();
    for (const event of events) {
      const day = byDay.get(event.eventDate) ?? { types: new Set(), count: 0 };
      day.types.add(event.eventType);
      day.count++;
      byDay.set(event.eventDate, day);
    }
    return byDay;
  }, [events]);

  const monthLabel = capitalize(
    new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(
      parseLocalDate(`${month}-01`) ?? new Date(),
    ),
  );
  const weekdayFormat = new Intl.DateTimeFormat(language, { weekday: 'short' });
  const longFormat = new Intl.DateTimeFormat(language, { dateStyle: 'full' });

  return (
    <section aria-label={monthLabel} className="flex flex-col gap-3">
      <MonthNav
        label={monthLabel}
        previousLabel={t('events.previousMonth')}
        nextLabel={t('events.nextMonth')}
        onPrevious={() => onMonthChange(shiftMonth(month, -1))}
        onNext={() => onMonthChange(shiftMonth(month, 1))}
      />
      <div className="grid grid-cols-7 gap-1 text-center">
        {weeks[0]?.map((day) => (
          <span
            key={`weekday-${day.date}`}
            aria-hidden="true"
            className="pb-1 text-xs font-bold uppercase text-muted-foreground"
          >
            {weekdayFormat.format(parseLocalDate(day.date) ?? new Date()).replace('.', '')}
          </span>
        ))}
        {weeks.flat().map((day) => {
          const info = typesByDay.get(day.date);
          const isSelected = day.date === selectedDate;
          const isToday = day.date === today;
          const label = longFormat.format(parseLocalDate(day.date) ?? new Date());
          return (
            <button
              key={day.date}
              type="button"
              aria-pressed={isSelected}
              aria-current={isToday ? 'date' : undefined}
              aria-label={
                info ? `${label}, ${t('events.dayEvents', { count: info.count })}` : label
              }
              onClick={() => onSelectDate(day.date)}
              className={cn(
                'flex aspect-square min-h-11 flex-col items-center justify-center gap-1 rounded-xl text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
                day.isInMonth ? 'text-foreground' : 'text-muted-foreground/50',
                isSelected
                  ? 'bg-gradient-to-br from-primary to-[oklch(0.66_0.19_25)] text-primary-foreground shadow-glow'
                  : 'hover:bg-muted',
                isToday && !isSelected && 'ring-2 ring-primary/60',
              )}
            >
              <span className="tabular-nums">{Number(day.date.slice(8))}</span>
              <span className="flex h-1.5 gap-0.5" aria-hidden="true">
                {EVENT_TYPES.filter((type) => info?.types.has(type)).map((type) => (
                  <span
                    key={type}
                    data-event-type={type}
                    className={cn(
                      'size-1.5 rounded-full',
                      isSelected ? 'bg-primary-foreground' : EVENT_TYPE_STYLE[type].dot,
                    )}
                  />
                ))}
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
