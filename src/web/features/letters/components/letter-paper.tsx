import type { TLetterContent } from '@shared/schemas/letters';
import { Button } from '@web/components/ui/button';
import { VoicePlayer } from '@web/components/voice/voice-player';
import { cn } from '@web/lib/cn';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface LetterPaperProps {
  content: TLetterContent;
  /** The signature at its foot: the writer's name. */
  signature: string;
  /** Above the words: who it is for, when it was opened. */
  heading: ReactNode;
  /** A long letter shows its first lines until "Leer" (the shelf); whole otherwise. */
  isFolded?: boolean;
  /** Its edit and delete, for the writer's sealed letter. */
  actions?: ReactNode;
}

/** Longer than this (or more lines), a letter on the shelf is folded until it is read. */
const FOLDED_CHARACTERS = 280;
const FOLDED_LINES = 6;

const isLong = (body: string) =>
  body.length > FOLDED_CHARACTERS || body.split('\n').length > FOLDED_LINES;

/**
 * An opened letter on its paper: ruled lines, the words as they were written, its photo pinned
 * like a polaroid, the writer's name in handwriting at the foot.
 */
export function LetterPaper({
  content,
  signature,
  heading,
  isFolded = false,
  actions,
}: LetterPaperProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const canFold = isFolded && isLong(content.body);
  const [isOpen, setIsOpen] = useState(!canFold);
  return (
    <div
      className={cn(
        'relative flex flex-col gap-4 overflow-hidden rounded-2xl border border-[oklch(0.88_0.03_60)] bg-[oklch(0.99_0.012_80)] px-5 py-5 text-[oklch(0.3_0.04_20)] shadow-soft',
        'dark:border-[oklch(0.36_0.03_60)] dark:bg-[oklch(0.25_0.02_60)] dark:text-[oklch(0.93_0.02_70)]',
      )}
    >
      {/* The margin's line, as on a school notebook's page. */}
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-3 w-px bg-primary/25 dark:bg-primary/35"
      />
      <div className="flex flex-col gap-1 pl-2">{heading}</div>
      {content.imageUrl && (
        <img
          src={content.thumbnailUrl ?? content.imageUrl}
          srcSet={
            content.thumbnailUrl && content.largeThumbnailUrl
              ? `${content.thumbnailUrl} 400w, ${content.largeThumbnailUrl} 800w`
              : undefined
          }
          sizes="(min-width: 448px) 24rem, 90vw"
          alt={t('letters.photoAlt')}
          loading="lazy"
          decoding="async"
          className="mx-auto w-4/5 max-w-xs rotate-[-2deg] rounded-sm border-8 border-b-[1.75rem] border-white object-cover shadow-soft dark:border-[oklch(0.92_0.01_80)]"
        />
      )}
      <p
        id={bodyId}
        className={cn(
          'pl-2 text-[1.05rem] leading-8 whitespace-pre-line [overflow-wrap:anywhere]',
          // Ruled like writing paper: a line under every line of text.
          'bg-[linear-gradient(transparent_calc(2rem-1px),oklch(0.6_0.08_20/0.18)_calc(2rem-1px))] bg-[length:100%_2rem] bg-local',
          !isOpen && 'line-clamp-6',
        )}
      >
        {content.body}
      </p>
      {content.voice && (
        <VoicePlayer
          src={content.voice.url}
          durationMs={content.voice.durationMs}
          label={t('letters.voiceOf', { name: signature })}
          className="pl-2"
        />
      )}
      <p className="self-end pr-1 font-script text-3xl leading-none text-primary">{signature}</p>
      {(canFold || actions) && (
        <div className="flex flex-wrap items-center gap-2">
          {canFold && (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={isOpen}
              aria-controls={bodyId}
              onClick={() => setIsOpen((open) => !open)}
            >
              <ChevronDown
                aria-hidden="true"
                className={cn('transition-transform', isOpen && 'rotate-180')}
              />
              {isOpen ? t('letters.fold') : t('letters.read')}
            </Button>
          )}
          {actions}
        </div>
      )}
    </div>
  );
}
