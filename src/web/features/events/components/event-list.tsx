import type { TEvent } from '@shared/schemas/events';
import { CountedHeading } from '@web/components/counted-heading';
import { useId } from 'react';
import { EventCard } from './event-card';

interface EventListProps {
  heading?: string;
  events: readonly TEvent[];
  onEdit: (event: TEvent) => void;
}

/** Events as cards under an optional heading that also counts them. */
export function EventList({ heading, events, onEdit }: EventListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={heading ? headingId : undefined} className="flex flex-col gap-3">
      {heading && (
        <CountedHeading id={headingId} count={events.length}>
          {heading}
        </CountedHeading>
      )}
      <ul className="flex flex-col gap-3">
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} onEdit={onEdit} />
          </li>
        ))}
      </ul>
    </section>
  );
}
