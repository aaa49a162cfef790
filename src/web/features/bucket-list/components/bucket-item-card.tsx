import type { TBucketItem } from '@shared/schemas/bucket-list';
import { ItemActions } from '@web/components/item-actions';
import { formatLongDate } from '@web/lib/calendar-dates';
import { cn } from '@web/lib/cn';
import { WaitingMark } from '@web/lib/outbox/waiting-mark';
import { Check, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDeleteBucketItem } from '../api/delete-bucket-item';
import { useSetBucketItemCompleted } from '../api/set-bucket-item-completed';

interface BucketItemCardProps {
  item: TBucketItem;
  onEdit: (item: TBucketItem) => void;
}

export function BucketItemCard({ item, onEdit }: BucketItemCardProps) {
  const { t, i18n } = useTranslation();
  const toggle = useSetBucketItemCompleted();
  const remove = useDeleteBucketItem();
  const isToggling = toggle.isPending;
  return (
    <article
      aria-label={item.title}
      className={cn(
        'flex animate-float-up items-start gap-3 rounded-2xl border border-border/70 p-4 shadow-soft transition-colors',
        item.completed ? 'bg-primary-soft/40' : 'bg-card',
      )}
    >
      <label
        className={cn(
          'relative grid size-8 shrink-0 cursor-pointer place-items-center rounded-full border-2 transition-all has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/40',
          item.completed
            ? 'border-transparent bg-gradient-to-br from-primary to-[oklch(0.66_0.19_25)] text-primary-foreground shadow-glow'
            : 'border-primary/50 text-transparent hover:border-primary hover:text-primary/40',
        )}
      >
        {/* A real checkbox over the round mark, invisible: Space toggles it, a finger taps it,
            and screen readers announce the goal's title and whether it is done. */}
        <input
          type="checkbox"
          className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
          checked={item.completed}
          aria-label={item.title}
          aria-busy={isToggling || undefined}
          onChange={() =>
            isToggling ||
            toggle.mutate({ id: item.id, completed: !item.completed, title: item.title })
          }
        />
        {isToggling ? (
          <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
        ) : (
          <Check className="size-4" strokeWidth={3} aria-hidden="true" />
        )}
      </label>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {/* As tall as the checkbox at least, its text centred in it: a one-line title sits
            level with the round mark instead of at its top. */}
        <h3
          className={cn(
            'flex min-h-8 items-center font-bold leading-snug break-words',
            item.completed && 'text-muted-foreground line-through decoration-primary/60',
          )}
        >
          {item.title}
        </h3>
        {item.description && (
          <p className="text-sm whitespace-pre-line break-words text-muted-foreground">
            {item.description}
          </p>
        )}
        <WaitingMark target={item.id} />
        {item.completedDate && (
          <p className="text-xs font-semibold text-primary">
            {t('bucketList.completedOn', {
              date: formatLongDate(item.completedDate, i18n.language),
            })}
          </p>
        )}
      </div>
      <ItemActions
        className="-my-1 -mr-1 flex shrink-0 gap-0.5"
        editLabel={t('bucketList.editLabel', { title: item.title })}
        editTooltip={t('bucketList.edit')}
        deleteLabel={t('bucketList.deleteLabel', { title: item.title })}
        deleteTooltip={t('bucketList.delete')}
        confirmTitle={t('bucketList.deleteTitle')}
        confirmDescription={t('bucketList.deleteDescription', { title: item.title })}
        confirmLabel={t('bucketList.delete')}
        onEdit={() => onEdit(item)}
        onDelete={() => remove.mutateAsync(item.id)}
      />
    </article>
  );
}
