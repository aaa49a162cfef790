import type { TEvent } from '@shared/schemas/events';
import { ItemActions } from '@web/components/item-actions';
import { formatLongDate } from '@web/lib/calendar-dates';
import { cn } from '@web/lib/cn';
import { WaitingMark } from '@web/lib/outbox/waiting-mark';
import { PlaneLanding } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDeleteEvent } from '../api/delete-event';
import { EVENT_TYPE_STYLE } from '../event-type-style';

interface EventCardProps {
  event: TEvent;
  onEdit: (event: TEvent) => void;
}

export function EventCard({ event, onEdit }: EventCardProps) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteEvent();
  const style = EVENT_TYPE_STYLE[event.eventType];
  const TypeIcon = style.icon;
  return (
    <article
      aria-label={event.title}
      className="flex animate-float-up gap-3 rounded-2xl border border-border/70 bg-card p-4 shadow-soft"
    >
      <span
        aria-hidden="true"
        className={cn('mt-0.5 grid size-10 shrink-0 place-items-center rounded-xl', style.badge)}
      >
        <TypeIcon className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-bold leading-snug break-words">{event.title}</h3>
        {/* The date never breaks inside, and the type is a chip rather than text after a "·":
            on a narrow card the chip moves whole to the next line, with no separator left
            dangling at the end of the first. */}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <time dateTime={event.eventDate} className="whitespace-nowrap">
            {formatLongDate(event.eventDate, i18n.language)}
          </time>
          <span
            data-event-type-chip=""
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
              style.badge,
            )}
          >
            {t(`events.types.${event.eventType}`)}
          </span>
          {event.reunion && (
            <span className="flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-primary dark:text-foreground">
              <PlaneLanding className="size-3.5" aria-hidden="true" />
              {t('events.reunionBadge')}
            </span>
          )}
        </p>
        {event.description && (
          <p className="text-sm whitespace-pre-line break-words">{event.description}</p>
        )}
        <WaitingMark target={event.id} />
      </div>
      <ItemActions
        className="-my-1 -mr-1 flex shrink-0 gap-0.5"
        editLabel={t('events.editLabel', { title: event.title })}
        editTooltip={t('events.edit')}
        deleteLabel={t('events.deleteLabel', { title: event.title })}
        deleteTooltip={t('events.delete')}
        confirmTitle={t('events.deleteTitle')}
        confirmDescription={t('events.deleteDescription', { title: event.title })}
        confirmLabel={t('events.delete')}
        onEdit={() => onEdit(event)}
        onDelete={() => remove.mutateAsync(event.id)}
      />
    </article>
  );
}
