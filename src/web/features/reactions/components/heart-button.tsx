import type { TReactionCounts, TReactionTarget } from '@shared/schemas/reactions';
import { cn } from '@web/lib/cn';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSetHeart } from '../api/set-heart';

interface HeartButtonProps {
  target: TReactionTarget;
  id: string;
  title: string;
  counts: TReactionCounts;
  size?: 'sm' | 'md';
}

/**
 * My heart on a memory or photo, a toggle (aria-pressed). While the request runs it shows the
 * state asked for, so the tap answers at once; the server's count follows on refetch.
 */
export function HeartButton({ target, id, title, counts, size = 'md' }: HeartButtonProps) {
  const { t } = useTranslation();
  const setHeart = useSetHeart();
  const pending = setHeart.isPending ? setHeart.variables : undefined;
  const hearted = pending ? pending.isOn : counts.hearted;
  const shownCount = counts.hearts + (hearted === counts.hearted ? 0 : hearted ? 1 : -1);

  return (
    <button
      type="button"
      aria-pressed={hearted}
      // The count is in the name too: it is the button's visible text.
      aria-label={`${t(hearted ? 'reactions.heartOff' : 'reactions.heartOn', { title })}, ${t('reactions.hearts', { count: shownCount })}`}
      onClick={() => setHeart.mutate({ target, id, isOn: !hearted })}
      className={cn(
        'inline-flex items-center gap-1 rounded-full font-bold tabular-nums transition-colors focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
        size === 'sm' ? 'h-8 px-2 text-xs' : 'h-10 px-3 text-sm',
        hearted
          ? 'bg-primary-soft text-primary dark:bg-primary/20'
          : 'text-muted-foreground hover:bg-muted hover:text-primary',
      )}
    >
      <span key={String(hearted)} className={cn('grid', hearted && 'animate-pop-heart')}>
        <Heart
          aria-hidden="true"
          className={cn(size === 'sm' ? 'size-4' : 'size-5', hearted && 'fill-current')}
        />
      </span>
      <span aria-hidden="true">{shownCount}</span>
    </button>
  );
}
