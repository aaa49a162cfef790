import type { TEvent, TEventType } from '@shared/schemas/events';
import { EmptyState } from '@web/components/empty-state';
import { QueryView } from '@web/components/query-view';
import { Skeleton } from '@web/components/ui/skeleton';
import { CalendarHeart, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEvents } from '../api/get-events';
import { EventList } from './event-list';

interface ListViewProps {
  type: TEventType | undefined;
  today: string;
  onEdit: (event: TEvent) => void;
}

/**
 * Every event of the type chosen: the upcoming ones (today included, soonest first, as many as
 * the stats count) and then the past ones (most recent first).
 */
export function ListView({ type, today, onEdit }: ListViewProps) {
  const { t } = useTranslation();
  const events = useEvents({ type });
  return (
    <QueryView
      query={events}
      pending={
        <div className="flex flex-col gap-3">
          <Skeleton shape="card" className="h-24" />
          <Skeleton shape="card" className="h-24" />
        </div>
      }
    >
      {(list) => {
        if (list.length === 0) {
          return type ? (
            <EmptyState
              icon={<SearchX aria-hidden="true" />}
              title={t('events.empty.filteredTitle')}
              description={t('events.empty.filteredHint')}
            />
          ) : (
            <EmptyState
              icon={<CalendarHeart aria-hidden="true" />}
              title={t('events.empty.noneTitle')}
              description={t('events.empty.noneHint')}
            />
          );
        }
        const upcoming = list.filter((event) => event.eventDate >= today);
        const past = list.filter((event) => event.eventDate < today).reverse();
        return (
          <div className="flex flex-col gap-6">
            {upcoming.length > 0 && (
              <EventList heading={t('events.upcoming')} events={upcoming} onEdit={onEdit} />
            )}
            {past.length > 0 && (
              <EventList heading={t('events.past')} events={past} onEdit={onEdit} />
            )}
          </div>
        );
      }}
    </QueryView>
  );
}
