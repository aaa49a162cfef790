import { useQueryClient } from '@tanstack/react-query';
import { buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { errorMessage } from '@web/lib/error-message';
import { Download, Loader2 } from 'lucide-react';
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportDownloadUrl, exportStatusQueryOptions } from '../api/get-export-status';

type Phase = 'idle' | 'checking' | 'started';

/** How long the button stays busy after the browser took the download over. */
const STARTING_MS = 4000;

interface ExportDownloadLinkProps {
  /** A former couple's archive; the active couple's when omitted. */
  formerCoupleId?: string;
  label: string;
  isDisabled?: boolean;
  /** The status is still being asked: busy, not yet known to be possible. */
  isPending?: boolean;
  /** Said under the button while nothing else is (what this archive is, until when). */
  note?: ReactNode;
}

/**
 * One archive's download. The link is a real `<a download>`, so the browser streams the ZIP to
 * disk with its own progress; before following it, it asks the server whether a download is
 * already running, to say so here instead of saving an error as a file.
 */
export function ExportDownloadLink({
  formerCoupleId,
  label,
  isDisabled: isUnavailable = false,
  isPending = false,
  note,
}: ExportDownloadLinkProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const isFollowing = useRef(false);
  const isBusy = phase === 'checking' || isPending;

  useEffect(() => {
    if (phase !== 'started') return;
    const timer = setTimeout(() => setPhase('idle'), STARTING_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (isFollowing.current) {
      isFollowing.current = false;
      return; // the click below: let the browser download
    }
    event.preventDefault();
    if (isBusy || phase === 'started' || isUnavailable) return;
    setError(null);
    setPhase('checking');
    try {
      const fresh = await queryClient.fetchQuery({ ...exportStatusQueryOptions(), staleTime: 0 });
      if (fresh.isRunning) {
        setError(t('export.alreadyRunning'));
        setPhase('idle');
        return;
      }
      setPhase('started');
      isFollowing.current = true;
      link.current?.click();
    } catch (failure) {
      setError(errorMessage(failure, t, 'export.error'));
      setPhase('idle');
    }
  }

  const isDisabled = isBusy || phase === 'started' || isUnavailable;
  return (
    <div className="flex flex-col gap-3">
      <a
        ref={link}
        href={exportDownloadUrl(i18n.language, formerCoupleId)}
        download
        onClick={onClick}
        aria-disabled={isDisabled || undefined}
        aria-busy={isBusy || undefined}
        className={cn(buttonVariants({ variant: 'secondary' }), 'w-full')}
      >
        {isBusy ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Download aria-hidden="true" />
        )}
        {phase === 'checking' ? t('export.checking') : label}
      </a>
      <div aria-live="polite" className="text-sm empty:hidden">
        {note}
        {phase === 'started' && <p className="text-muted-foreground">{t('export.started')}</p>}
        {error && (
          <p role="alert" className="font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
