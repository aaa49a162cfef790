import type { TEvent, TEventType } from '@shared/schemas/events';
import { EmptyState } from '@web/components/empty-state';
import { QueryView } from '@web/components/query-view';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatLongDate, monthOf } from '@web/lib/calendar-dates';
import { CalendarHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEvents } from '../api/get-events';
import { EventList } from './event-list';
import { MonthCalendar } from './month-calendar';

interface CalendarViewProps {
  type: TEventType | undefined;
  month: string;
  onMonthChange: (month: string) => void;
  selectedDate: string;
  onSelectDate: (date: string) => void;
  today: string;
  onEdit: (event: TEvent) => void;
}

/** The month grid and, below it, the selected day's events. */
export function CalendarView({
  type,
  month,
  onMonthChange,
  selectedDate,
  onSelectDate,
  today,
  onEdit,
}: CalendarViewProps) {
  const { t, i18n } = useTranslation();
  const events = useEvents({ month, type });
  return (
    <div className="flex flex-col gap-5">
      <Card className="p-3 sm:p-4">
        <MonthCalendar
          month={month}
          onMonthChange={onMonthChange}
          selectedDate={selectedDate}
          onSelectDate={onSelectDate}
          today={today}
          events={events.data ?? []}
        />
      </Card>
      <QueryView query={events} pending={<Skeleton shape="card" className="h-24" />}>
        {(monthEvents) => {
          const dayEvents =
            monthOf(selectedDate) === month
              ? monthEvents.filter((event) => event.eventDate === selectedDate)
              : [];
          if (dayEvents.length === 0) {
            return (
              <EmptyState
                icon={<CalendarHeart aria-hidden="true" />}
                title={t('events.empty.dayTitle')}
                description={t('events.empty.dayHint')}
              />
            );
          }
          return (
            <EventList
              heading={t('events.selectedDay', {
                date: formatLongDate(selectedDate, i18n.language),
              })}
              events={dayEvents}
              onEdit={onEdit}
            />
          );
        }}
      </QueryView>
    </div>
  );
}
