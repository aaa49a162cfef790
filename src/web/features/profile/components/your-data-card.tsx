import { useQueryClient } from '@tanstack/react-query';
import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { errorMessage } from '@web/lib/error-message';
import { Download, FolderHeart, Loader2 } from 'lucide-react';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  exportDownloadUrl,
  exportStatusQueryOptions,
  useExportStatus,
} from '../api/get-export-status';
import { SettingHeading } from './setting-heading';

type Phase = 'idle' | 'checking' | 'started';

/** How long the button stays busy after the browser took the download over. */
const STARTING_MS = 4000;

/**
 * "Tus datos": downloads the couple's archive. The link is a real `<a download>`, so the browser
 * streams the ZIP to disk with its own progress; before following it, the card asks the server
 * whether a download is already running, to say so here instead of saving an error as a file.
 */
export function YourDataCard() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const status = useExportStatus();
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const isFollowing = useRef(false);
  const canExport = status.data?.canExport ?? false;
  const isBusy = phase === 'checking' || status.isPending;

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
    if (isBusy || phase === 'started' || !canExport) return;
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

  const isDisabled = isBusy || phase === 'started' || !canExport;
  return (
    <Card className="p-5">
      <div className="flex items-start gap-4">
        <SettingHeading
          icon={<FolderHeart aria-hidden="true" />}
          title={t('export.title')}
          description={t('export.description')}
        />
      </div>
      <a
        ref={link}
        href={exportDownloadUrl(i18n.language)}
        download
        onClick={onClick}
        aria-disabled={isDisabled || undefined}
        aria-busy={isBusy || undefined}
        className={cn(buttonVariants({ variant: 'secondary' }), 'mt-4 w-full')}
      >
        {isBusy ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Download aria-hidden="true" />
        )}
        {phase === 'checking' ? t('export.checking') : t('export.download')}
      </a>
      <div aria-live="polite" className="mt-3 text-sm empty:hidden">
        {status.isSuccess && !canExport && (
          <p className="text-muted-foreground">{t('export.needsCouple')}</p>
        )}
        {phase === 'started' && <p className="text-muted-foreground">{t('export.started')}</p>}
        {error && (
          <p role="alert" className="font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    </Card>
  );
}
