import { weekStartOf } from '@shared/domain/calendar-month';
import { EVENT_TYPES, type TEvent, type TEventType } from '@shared/schemas/events';
import { MonthGrid } from '@web/components/month-grid';
import { MonthNav } from '@web/components/month-nav';
import { formatMonth, shiftMonth } from '@web/lib/calendar-dates';
import { cn } from '@web/lib/cn';
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

/** The events' month: previous/next month, and one dot per event type on each day. */
export function MonthCalendar({
  month,
  onMonthChange,
  selectedDate,
  onSelectDate,
  today,
  events,
}: MonthCalendarProps) {
  const { t, i18n } = useTranslation();
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
  const monthLabel = formatMonth(month, i18n.language);

  return (
    <section aria-label={monthLabel} className="flex flex-col gap-3">
      <MonthNav
        label={monthLabel}
        previousLabel={t('events.previousMonth')}
        nextLabel={t('events.nextMonth')}
        onPrevious={() => onMonthChange(shiftMonth(month, -1))}
        onNext={() => onMonthChange(shiftMonth(month, 1))}
      />
      <MonthGrid
        month={month}
        today={today}
        selected={selectedDate}
        onSelect={onSelectDate}
        showOutsideDays
        weekStart={weekStartOf(i18n.language)}
        describeDay={(date) => {
          const count = typesByDay.get(date)?.count;
          return count ? t('events.dayEvents', { count }) : null;
        }}
        renderMarks={(date) => {
          const types = typesByDay.get(date)?.types;
          if (!types) return null;
          return EVENT_TYPES.filter((type) => types.has(type)).map((type) => (
            <span
              key={type}
              data-event-type={type}
              className={cn('size-1.5 rounded-full', EVENT_TYPE_STYLE[type].dot)}
            />
          ));
        }}
      />
    </section>
  );
}
