import { shortTimeAgo } from '@web/lib/relative-time';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Kept from an earlier visit: fetched before this page started (lib/device-cache restored it). */
const isFromEarlierVisit = (updatedAt: number) =>
  updatedAt > 0 && updatedAt < performance.timeOrigin;

/**
 * "Actualizado hace 3 h", small, under a screen's title, while what it shows came from the
 * device and not yet from the server (a reopen offline, or the moment before the refresh).
 */
export function KeptDataNote({ updatedAt }: { updatedAt: number }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(Date.now);
  const isShown = isFromEarlierVisit(updatedAt);
  useEffect(() => {
    if (!isShown) return;
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [isShown]);
  if (!isShown) return null;
  return (
    <p className="text-xs text-muted-foreground">
      {t('connection.updatedAgo', { when: shortTimeAgo(updatedAt, now, i18n.language) })}
    </p>
  );
}
