import { CloudOff, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../cn';
import { useWaitingState } from './use-outbox';

/**
 * The small line a card shows while its change has not reached the server: "Se enviará cuando
 * vuelvas a tener conexión", or that it was refused (the list of waiting changes says why).
 * Nothing at all otherwise. `target` is the id the feature's kind names (the item's id).
 */
export function WaitingMark({ target, className }: { target: string; className?: string }) {
  const { t } = useTranslation();
  const state = useWaitingState(target);
  if (!state) return null;
  const isFailed = state === 'failed';
  const Icon = isFailed ? TriangleAlert : CloudOff;
  return (
    <p
      data-testid="waiting-mark"
      className={cn(
        'flex items-center gap-1.5 text-xs font-semibold',
        isFailed ? 'text-foreground' : 'text-muted-foreground',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('size-3.5 shrink-0', isFailed && 'text-destructive')}
      />
      {isFailed ? t('outbox.notSent') : t('outbox.willSend')}
    </p>
  );
}
