import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadMoreSentinelProps {
  hasMore: boolean;
  /** More than one page was loaded: only then is "you have seen them all" worth saying. */
  isPaged: boolean;
  isLoading: boolean;
  onReached: () => void;
}

// Start fetching a little before the end is on screen, so scrolling rarely waits.
const AHEAD = '600px 0px';

/** Sits after the last card: when it scrolls into view, the next page is fetched. */
export function LoadMoreSentinel({
  hasMore,
  isPaged,
  isLoading,
  onReached,
}: LoadMoreSentinelProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const onReachedRef = useRef(onReached);
  onReachedRef.current = onReached;

  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore || isLoading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachedRef.current();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, isLoading]);

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
