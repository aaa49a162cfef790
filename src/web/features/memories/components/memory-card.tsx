import type { TMemory } from '@shared/schemas/memories';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import type { LightboxImage } from '@web/components/image-lightbox';
import { Button } from '@web/components/ui/button';
import { formatLongDate } from '@web/lib/dates';
import { CalendarHeart, Heart, Pencil, Trash2 } from 'lucide-react';
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
        <div className="mt-auto flex justify-end gap-1 pt-2">
          <Button
            variant="ghost"
            size="icon"
            onClick={() => onEdit(memory)}
            aria-label={t('memories.editLabel', { title })}
            title={t('memories.edit')}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('memories.deleteLabel', { title })}
                title={t('memories.delete')}
                className="hover:text-destructive"
              >
                <Trash2 aria-hidden="true" />
              </Button>
            }
            icon={<Trash2 aria-hidden="true" />}
            title={t('memories.deleteTitle')}
            description={t('memories.deleteDescription', { title })}
            confirmLabel={t('memories.delete')}
            pendingLabel={t('common.deleting')}
            onConfirm={() => remove.mutateAsync(memory.id)}
          />
        </div>
      </div>
    </article>
  );
}
