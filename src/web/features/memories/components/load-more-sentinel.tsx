import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadMoreSentinelProps {
  hasMore: boolean;
  /** More than one page was loaded: only then is "you have seen them all" worth saying. */
  isPaged: boolean;
  /** The next page is on its way: said under the list. */
  isLoading: boolean;
  /** Any fetch of the list is running (the next page, or a refresh after a partner's change). */
  isBusy: boolean;
  /** How many items are shown: a page that arrived may leave the end still in view. */
  shown: number;
  onReached: () => void;
}

// Start fetching a little before the end is on screen, so scrolling rarely waits.
const AHEAD = '600px 0px';

/**
 * Sits after the last card: while it is in view (or near), the next page is fetched. Whether it
 * is in view is remembered, and checked again whenever the list is no longer busy: a refresh
 * that arrives during a page's fetch cancels that fetch, and the sentinel, still in view, would
 * otherwise never see a new crossing to ask again (the person at the end, waiting for nothing).
 */
export function LoadMoreSentinel({
  hasMore,
  isPaged,
  isLoading,
  isBusy,
  shown,
  onReached,
}: LoadMoreSentinelProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const isInView = useRef(false);
  const canAsk = hasMore && !isBusy;
  const ask = useRef(() => {});
  ask.current = () => {
    if (isInView.current && canAsk) onReached();
  };

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        isInView.current = entries.some((entry) => entry.isIntersecting);
        ask.current();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The list settled (a page or a refresh arrived, or a fetch was cancelled): still at the end?
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` is the change to react to.
  useEffect(() => {
    if (canAsk) ask.current();
  }, [canAsk, shown]);

  return (
    <div
      ref={ref}
      aria-live="polite"
      className="flex min-h-12 items-center justify-center gap-2 text-sm text-muted-foreground"
    >
      {isLoading ? (
        <>
          <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
          {t('memories.loadingMore')}
        </>
      ) : (
        !hasMore && isPaged && t('memories.allLoaded')
      )}
    </div>
  );
}
