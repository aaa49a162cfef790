import type { TReactionCounts, TReactionTarget } from '@shared/schemas/reactions';
import { cn } from '@web/lib/cn';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartButton } from './heart-button';
import { ReactionsSheet } from './reactions-sheet';

interface ReactionBarProps {
  target: TReactionTarget;
  id: string;
  /** What the labels name ("Atardecer en Cádiz", "Foto 2 de «Picnic»"). */
  title: string;
  counts: TReactionCounts;
  /** A thumbnail for the sheet's header. */
  imageUrl?: string | null;
  size?: 'sm' | 'md';
  className?: string;
}

/** Hearts and comments under a memory card or a plan photo; the comments open a sheet. */
export function ReactionBar({
  target,
  id,
  title,
  counts,
  imageUrl,
  size = 'md',
  className,
}: ReactionBarProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className={cn('flex items-center gap-1', className)}>
      <HeartButton target={target} id={id} title={title} counts={counts} size={size} />
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-label={`${t('reactions.open', { title })}, ${t('reactions.comments', { count: counts.comments })}`}
        className={cn(
          'inline-flex items-center gap-1 rounded-full font-bold text-muted-foreground tabular-nums transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
          size === 'sm' ? 'h-8 px-2 text-xs' : 'h-10 px-3 text-sm',
        )}
      >
        <MessageCircle aria-hidden="true" className={size === 'sm' ? 'size-4' : 'size-5'} />
        <span aria-hidden="true">{counts.comments}</span>
      </button>
      <ReactionsSheet
        target={target}
        id={id}
        title={title}
        imageUrl={imageUrl ?? null}
        isOpen={isOpen}
        onOpenChange={setIsOpen}
      />
    </div>
  );
}
