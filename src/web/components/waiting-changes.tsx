import { Button } from '@web/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@web/components/ui/sheet';
import { cn } from '@web/lib/cn';
import { errorMessage } from '@web/lib/error-message';
import { runtimeKey } from '@web/lib/i18n-keys';
import type { OutboxEntry } from '@web/lib/outbox/outbox-entry';
import { refusalError } from '@web/lib/outbox/outbox-replay';
import { discardEntry, retryEntry } from '@web/lib/outbox/outbox-store';
import { useOutboxEntries } from '@web/lib/outbox/use-outbox';
import { CloudOff, RotateCw, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A small button over the screen while changes have not reached the server, opening their list:
 * each one waiting, or refused with the server's reason and Retry / Discard. Nothing is ever
 * dropped without the person choosing it.
 */
export default function WaitingChanges() {
  const { t } = useTranslation();
  const entries = useOutboxEntries();
  const [isOpen, setIsOpen] = useState(false);
  if (entries.length === 0 && !isOpen) return null;
  const failed = entries.filter((entry) => entry.state === 'failed').length;
  return (
    <Sheet open={isOpen} onOpenChange={setIsOpen}>
      {entries.length > 0 && (
        <button
          type="button"
          onClick={() => setIsOpen(true)}
          className={cn(
            'fixed bottom-[max(1rem,env(safe-area-inset-bottom))] left-1/2 z-40 [body:has([data-bottom-nav])_&]:bottom-[calc(5.75rem+env(safe-area-inset-bottom))] flex -translate-x-1/2 items-center gap-2 rounded-full border px-4 py-2 text-sm font-bold shadow-soft backdrop-blur transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            failed > 0
              ? 'border-destructive/40 bg-destructive text-destructive-foreground'
              : 'border-border bg-card/95 text-foreground hover:bg-muted',
          )}
        >
          {failed > 0 ? (
            <TriangleAlert aria-hidden="true" className="size-4" />
          ) : (
            <CloudOff aria-hidden="true" className="size-4" />
          )}
          {failed > 0
            ? t('outbox.failedCount', { count: failed })
            : t('outbox.waitingCount', { count: entries.length })}
        </button>
      )}
      <SheetContent closeLabel={t('common.close')}>
        <SheetHeader>
          <SheetTitle>{t('outbox.title')}</SheetTitle>
          <SheetDescription>{t('outbox.description')}</SheetDescription>
        </SheetHeader>
        {entries.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{t('outbox.empty')}</p>
        ) : (
          <ul className="-mx-1 flex flex-col gap-2 overflow-y-auto px-1 pb-1">
            {entries.map((entry) => (
              <WaitingChange key={entry.key} entry={entry} />
            ))}
          </ul>
        )}
      </SheetContent>
    </Sheet>
  );
}

function WaitingChange({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const label = t(runtimeKey(entry.label), { defaultValue: t('outbox.aChange') });
  const { detail } = entry;
  const name = detail ? `${label}: ${detail}` : label;
  const isFailed = entry.state === 'failed';
  const act = (action: (key: string) => Promise<void>) => async () => {
    setIsBusy(true);
    await action(entry.key).finally(() => setIsBusy(false));
  };
  return (
    <li
      className={cn(
        'rounded-2xl border p-3',
        isFailed ? 'border-destructive/40 bg-destructive/5' : 'border-border bg-card',
      )}
    >
      <p className="font-bold break-words">{name}</p>
      <p
        className={cn(
          'mt-0.5 flex items-start gap-1.5 text-sm',
          // The reason in the text colour: the red is the icon's (red text on the pale red
          // card is under the contrast WCAG asks for).
          isFailed ? 'text-foreground' : 'text-muted-foreground',
        )}
      >
        {isFailed ? (
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        ) : (
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        )}
        <span>
          {isFailed && entry.refusal
            ? errorMessage(refusalError(entry.refusal), t, 'outbox.refusedGeneric')
            : t('outbox.willSend')}
        </span>
      </p>
      {isFailed && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            isLoading={isBusy}
            aria-label={t('outbox.retryNamed', { change: name })}
            onClick={act(retryEntry)}
          >
            <RotateCw aria-hidden="true" />
            {t('common.retry')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={isBusy}
            aria-label={t('outbox.discardNamed', { change: name })}
            onClick={act(discardEntry)}
          >
            <Trash2 aria-hidden="true" />
            {t('common.discard')}
          </Button>
        </div>
      )}
    </li>
  );
}
