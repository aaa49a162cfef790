import type { TMemory } from '@shared/schemas/memories';
import type { LightboxImage } from '@web/components/image-lightbox';
import { ItemActions } from '@web/components/item-actions';
import { formatVoiceTime } from '@web/components/voice/voice-format';
import { VoicePlayer } from '@web/components/voice/voice-player';
import { ReactionBar } from '@web/features/reactions/components/reaction-bar';
import { formatLongDate } from '@web/lib/calendar-dates';
import { isLocalId } from '@web/lib/outbox/outbox-entry';
import { WaitingMark } from '@web/lib/outbox/waiting-mark';
import { CalendarHeart, Heart } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteMemory } from '../api/delete-memory';

/**
 * The card's photo slot is the grid's column: the whole width on a phone (about 350 points),
 * half from 640 px, a third from 1024 px (the page is at most 64rem). A 2x or 3x phone screen
 * then takes the 800 px thumbnail, a laptop's column the 400 px one.
 */
const CARD_IMAGE_SIZES =
  '(min-width: 1024px) 20rem, (min-width: 640px) calc(50vw - 2rem), calc(100vw - 2.5rem)';

function thumbnailSources({ thumbnailUrl, largeThumbnailUrl }: TMemory) {
  if (!thumbnailUrl || !largeThumbnailUrl) return {};
  return { srcSet: `${thumbnailUrl} 400w, ${largeThumbnailUrl} 800w`, sizes: CARD_IMAGE_SIZES };
}

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
            {...thumbnailSources(memory)}
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
        <h2 id={titleId} className="text-lg font-extrabold leading-snug break-words">
          {title}
        </h2>
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
        {memory.voice && (
          <VoicePlayer
            src={memory.voice.url}
            durationMs={memory.voice.durationMs}
            label={t('memories.voiceLabel', {
              title,
              duration: formatVoiceTime(memory.voice.durationMs),
            })}
          />
        )}
        <WaitingMark target={memory.id} />
        <div className="mt-auto flex items-center justify-between gap-1 pt-2">
          {/* Not on the server yet: nothing to heart or comment until it is. */}
          {isLocalId(memory.id) ? (
            <span />
          ) : (
            <ReactionBar
              target="memory"
              id={memory.id}
              title={title}
              counts={memory.reactions}
              imageUrl={memory.thumbnailUrl}
              className="-ml-2"
            />
          )}
          <ItemActions
            className="flex justify-end gap-1"
            editLabel={t('memories.editLabel', { title })}
            editTooltip={t('memories.edit')}
            deleteLabel={t('memories.deleteLabel', { title })}
            deleteTooltip={t('memories.delete')}
            confirmTitle={t('memories.deleteTitle')}
            confirmDescription={
              memory.imageUrl
                ? t('memories.deleteDescription', { title })
                : t('memories.deleteDescriptionNoPhoto', { title })
            }
            confirmLabel={t('memories.delete')}
            onEdit={() => onEdit(memory)}
            onDelete={() => remove.mutateAsync(memory.id)}
          />
        </div>
      </div>
    </article>
  );
}
