import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useExportStatus } from '@web/features/export/api/get-export-status';
import { formatInstant } from '@web/lib/calendar-dates';
import { HeartCrack } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Per archive, on this device: "Entendido" was pressed. */
const seenKey = (archiveId: string) => `juntos-couple-ended-seen:${archiveId}`;

function wasSeen(archiveId: string): boolean {
  try {
    return localStorage.getItem(seenKey(archiveId)) !== null;
  } catch {
    return false;
  }
}

/**
 * At the top of the dashboard without a couple, from the moment a couple ends (live, whatever
 * screen was open: a couple's screens lead here) until "Entendido": that it ended, by whom, what
 * is kept and until when, and what comes next. The archive's own card is further down.
 */
export function CoupleEndedNotice() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const status = useExportStatus();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const latest = status.data?.formerCouples[0];
  if (!latest || latest.id === dismissed || wasSeen(latest.id)) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(seenKey(latest.id), '1');
    } catch {
      // Storage refused (private mode): hidden until the next visit.
    }
    setDismissed(latest.id);
  };
  const date = formatInstant(latest.availableUntil, i18n.language, 'longDate');
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="flex animate-float-up flex-col gap-3 border-primary/25 bg-primary-soft/40 p-5"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-card text-primary shadow-xs">
          <HeartCrack className="size-5" aria-hidden="true" />
        </span>
        <h2 id={titleId} className="pt-1.5 text-lg leading-tight font-bold text-balance">
          {t(latest.endedByMe ? 'dashboard.coupleEnded.byMe' : 'dashboard.coupleEnded.byPartner')}
        </h2>
      </div>
      <p className="text-sm text-foreground/85">{t('dashboard.coupleEnded.body', { date })}</p>
      <Button variant="outline" size="sm" className="self-end" onClick={dismiss}>
        {t('dashboard.coupleEnded.dismiss')}
      </Button>
    </Card>
  );
}
