import type { TEvent } from '@shared/schemas/events';
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
        <h2
          id={headingId}
          className="flex items-center gap-2 text-sm font-extrabold tracking-wide text-muted-foreground uppercase"
        >
          {heading}
          <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs text-foreground tabular-nums">
            {events.length}
          </span>
        </h2>
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
