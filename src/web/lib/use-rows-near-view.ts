import { type RefCallback, startTransition, useCallback, useEffect, useState } from 'react';

// Rows are drawn well before they scroll into view: a fast flick still finds them there.
const AHEAD = '0px 0px 1200px 0px';

/**
 * How many rows of a long list to draw: the first screen's with the page, then more each time
 * the end of what is drawn comes near the screen. A hundred rows drawn at once block a slow
 * phone's main thread for a long time and lay out and paint what nobody has scrolled to; here
 * the work follows the scrolling, a batch in a transition (React yields between slices, so taps
 * stay answered). The returned ref goes on an element after the last drawn row.
 */
export function useRowsNearView(
  total: number,
  { first, batch }: { first: number; batch: number },
): { limit: number; endRef: RefCallback<Element> } {
  const [limit, setLimit] = useState(first);
  const [end, setEnd] = useState<Element | null>(null);
  const isComplete = limit >= total;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `limit` is the change to react to.
  useEffect(() => {
    if (!end || isComplete) return;
    // Observed anew after each batch (`limit`): an end still near the screen is reported again.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          startTransition(() => setLimit((drawn) => drawn + batch));
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [end, isComplete, batch, limit]);
  const endRef = useCallback<RefCallback<Element>>((element) => setEnd(element), []);
  return { limit, endRef };
}
