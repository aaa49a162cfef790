import { LoadFailure } from '@web/components/query-view';
import { Skeleton } from '@web/components/ui/skeleton';
import { freshAnnouncement } from '@web/lib/a11y/fresh-announcement';
import { firstName } from '@web/lib/names';
import { Heart } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAffectionToday } from '../api/get-affection-today';
import { useSendAffection } from '../api/send-affection';

/**
 * "Pienso en ti" on the dashboard: one tap sends the partner a heart. Today's count of both
 * partners below it; what happened to the tap is said in a polite live region.
 */
export function ThinkingOfYouCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const today = useAffectionToday();
  const send = useSendAffection();
  // A new key per tap replays the pop, even on rapid taps.
  const [popKey, setPopKey] = useState(0);
  const [status, setStatus] = useState('');
  const name = firstName(today.data?.partnerName ?? '');

  const onTap = async () => {
    setPopKey((key) => key + 1);
    const tap = await send.mutateAsync().catch(() => null);
    if (!tap) return;
    const said = t(tap.isPushed ? 'affection.sent' : 'affection.gentle');
    setStatus((previous) => freshAnnouncement(previous, said));
  };

  // overflow-clip, not overflow-hidden: the corner heart reaches past the card, and a hidden
  // overflow can still be scrolled (focusing or scrolling the button into view did, shifting the
  // whole card's content up and to the left).
  return (
    <section
      aria-labelledby={titleId}
      className="relative overflow-clip rounded-[1.75rem] border border-border/70 bg-gradient-to-br from-card via-primary-soft/60 to-accent/30 p-5 shadow-soft"
    >
      <Heart
        aria-hidden="true"
        className="absolute -right-6 -bottom-6 size-28 -rotate-12 fill-primary/8 text-transparent"
      />
      <div className="relative flex items-center gap-4">
        <button
          type="button"
          onClick={onTap}
          disabled={!today.data}
          aria-label={t('affection.sendLabel', { name })}
          aria-describedby={titleId}
          className="relative grid size-20 shrink-0 place-items-center rounded-full bg-gradient-to-br from-primary to-[oklch(0.7_0.16_20)] text-white shadow-[0_10px_30px_-8px] shadow-primary/60 transition-transform duration-200 hover:scale-105 active:scale-95 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/40 disabled:opacity-60"
        >
          <span key={popKey} className={popKey ? 'grid animate-pop-heart' : 'grid'}>
            <Heart className="size-9 fill-current" aria-hidden="true" />
          </span>
          {popKey > 0 && (
            <span
              key={`ring-${popKey}`}
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 rounded-full border-2 border-primary motion-safe:animate-[ripple_0.9s_ease-out_both] motion-reduce:hidden"
            />
          )}
        </button>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="text-lg font-extrabold">
            {t('affection.title')}
          </h2>
          {today.data ? (
            <>
              <p className="text-sm text-muted-foreground">{t('affection.subtitle', { name })}</p>
              <p className="flex flex-wrap items-center gap-2 pt-1 text-sm">
                <span className="rounded-full bg-primary px-2.5 py-0.5 font-extrabold text-primary-foreground">
                  <span aria-hidden="true">
                    {t('affection.todayMine', { count: today.data.sentByMe })}
                  </span>
                  <span className="sr-only">
                    {t('affection.todayMineLabel', { count: today.data.sentByMe, name })}
                  </span>
                </span>
                <span className="font-semibold text-foreground/80">
                  {today.data.sentByPartner > 0
                    ? t('affection.fromPartner', { count: today.data.sentByPartner, name })
                    : t('affection.fromPartnerNone', { name })}
                </span>
              </p>
            </>
          ) : today.isError ? (
            <LoadFailure query={today} />
          ) : (
            <Skeleton className="h-10 w-48 rounded-xl" />
          )}
        </div>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </section>
  );
}
