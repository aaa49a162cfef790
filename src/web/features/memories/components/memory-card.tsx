import type { TMemory } from '@shared/schemas/memories';
import type { LightboxImage } from '@web/components/image-lightbox';
import { ItemActions } from '@web/components/item-actions';
import { formatLongDate } from '@web/lib/calendar-dates';
import { CalendarHeart, Heart } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteMemory } from '../api/delete-memory';

interface MemoryCardProps {
  memory: TMemory;
  onOpenImage: (image: LightboxImage) => void;
  onEdit: (memory: TMemory) => void;
}

export function MemoryCard({ memory, onOpenImage, onEdit }: MemoryCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const remove = useDeleteMemory();
  const { title } = memory;

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full animate-float-up flex-col overflow-hidden rounded-2xl border border-border/70 bg-card text-card-foreground shadow-soft"
    >
      {memory.imageUrl && memory.thumbnailUrl ? (
        <button
          type="button"
          onClick={() =>
            onOpenImage({ src: memory.imageUrl ?? '', alt: t('memories.imageAlt', { title }) })
          }
          aria-label={t('memories.openImage', { title })}
          className="group block overflow-hidden bg-muted focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40"
        >
          <img
            src={memory.thumbnailUrl}
            alt=""
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        </button>
      ) : (
        <div
          aria-hidden="true"
          className="grid h-20 place-items-center bg-gradient-to-br from-primary-soft via-[oklch(0.94_0.04_20)] to-[oklch(0.93_0.05_60)] text-primary dark:from-primary/25 dark:via-primary/10 dark:to-transparent"
        >
          <Heart className="size-7 fill-current opacity-70" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={titleId} className="text-lg font-extrabold leading-snug break-words">
          {title}
        </h3>
        <p className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
          <CalendarHeart className="size-4 text-primary" aria-hidden="true" />
          {memory.memoryDate ? (
            <time dateTime={memory.memoryDate}>
              {formatLongDate(memory.memoryDate, i18n.language)}
            </time>
          ) : (
            t('memories.noDate')
          )}
        </p>
        {memory.description && (
          <p className="line-clamp-4 text-sm whitespace-pre-line break-words text-foreground/80">
            {memory.description}
          </p>
        )}
        <ItemActions
          className="mt-auto flex justify-end gap-1 pt-2"
          editLabel={t('memories.editLabel', { title })}
          editTooltip={t('memories.edit')}
          deleteLabel={t('memories.deleteLabel', { title })}
          deleteTooltip={t('memories.delete')}
          confirmTitle={t('memories.deleteTitle')}
          confirmDescription={t('memories.deleteDescription', { title })}
          confirmLabel={t('memories.delete')}
          onEdit={() => onEdit(memory)}
          onDelete={() => remove.mutateAsync(memory.id)}
        />
      </div>
    </article>
  );
}
