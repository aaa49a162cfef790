import { useQueryClient } from '@tanstack/react-query';
import { freshAnnouncement } from '@web/lib/a11y/fresh-announcement';
import { firstName } from '@web/lib/names';
import { onRealtimeEvent } from '@web/lib/realtime/realtime-signals';
import { Heart } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { affectionTodayQueryOptions } from '../api/get-affection-today';
import { markAffectionSeen } from '../api/mark-affection-seen';

/** How long a heart stays on screen (its animation's length). */
const SHOWN_MS = 3_600;

interface Arrival {
  id: string;
  name: string;
}

/**
 * The partner's "pienso en ti" arriving on whatever screen is open: a heart rises and fades
 * (standing still under prefers-reduced-motion), and a polite live region says who sent it.
 * A heart seen this way needs no push, so the server is told to drop it. While the app is locked
 * (`isLocked`), nothing of the couple may show or be announced: the latest heart is held, and
 * arrives the moment the app is opened again.
 */
export default function LiveHeart({ isLocked }: { isLocked: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [arrival, setArrival] = useState<Arrival | null>(null);
  /** The id of the latest heart that came while locked. */
  const [held, setHeld] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const isLockedRef = useRef(isLocked);
  isLockedRef.current = isLocked;

  const show = useCallback(
    async (id: string) => {
      void markAffectionSeen();
      const today = await queryClient.fetchQuery(affectionTodayQueryOptions()).catch(() => null);
      const name = firstName(today?.partnerName ?? '');
      setArrival({ id, name });
      setAnnouncement((previous) => freshAnnouncement(previous, t('affection.arrived', { name })));
    },
    [queryClient, t],
  );

  useEffect(
    () =>
      onRealtimeEvent((event) => {
        if (event.type !== 'affection.received') return;
        if (document.visibilityState !== 'visible') return;
        const id = event.ids[0] ?? String(Date.now());
        if (isLockedRef.current) setHeld(id);
        else void show(id);
      }),
    [show],
  );

  useEffect(() => {
    if (isLocked || !held) return;
    setHeld(null);
    void show(held);
  }, [isLocked, held, show]);

  useEffect(() => {
    if (!arrival) return;
    const timer = window.setTimeout(() => setArrival(null), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [arrival]);

  if (isLocked) return null;
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {arrival && (
        <div
          key={arrival.id}
          aria-hidden="true"
          data-testid="live-heart"
          className="pointer-events-none fixed inset-x-0 top-[max(1.5rem,env(safe-area-inset-top))] z-[60] flex justify-center px-4"
        >
          <div className="flex items-center gap-3 rounded-full border border-primary/20 bg-card/95 py-2 pr-5 pl-2 shadow-[0_18px_40px_-12px] shadow-primary/50 backdrop-blur motion-safe:animate-heart-arrive">
            <span className="grid size-11 place-items-center rounded-full bg-gradient-to-br from-primary to-[oklch(0.7_0.16_20)] text-white">
              <Heart className="size-6 fill-current motion-safe:animate-heartbeat" />
            </span>
            <span className="text-base font-extrabold text-foreground">
              {t('affection.arrived', { name: arrival.name })} 💗
            </span>
          </div>
        </div>
      )}
    </>
  );
}
