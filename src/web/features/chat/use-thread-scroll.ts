import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Within this of the end, the thread follows new messages down. */
const NEAR_END_PX = 160;

const scroller = () => document.scrollingElement ?? document.documentElement;

export function isNearEnd(): boolean {
  const element = scroller();
  return element.scrollHeight - (element.scrollTop + window.innerHeight) < NEAR_END_PX;
}

export const scrollToEnd = () => window.scrollTo({ top: scroller().scrollHeight });

interface ThreadScrollOptions {
  /** The thread's first page has arrived (it opens once, then follows). */
  isReady: boolean;
  /** The "Mensajes nuevos" divider's id, when the thread opens above unread messages. */
  anchorId: string | null;
  firstId: string | undefined;
  lastId: string | undefined;
  endRef: RefObject<HTMLDivElement | null>;
}

/**
 * Where the thread's window stands: it opens at the last read message (the divider above the
 * unread ones, else the end), follows new messages while the reader is at the end, and stays on
 * the same message when older ones are added above. The document scrolls (not a box), so the
 * phone's own gestures and keyboard behave as on any page; the browser's own scroll anchoring is
 * off while the thread is open, since the thread keeps its place itself. Answers whether the
 * end is in view, and marks the document (`data-chat-opened`) once the opening place is shown.
 */
export function useThreadScroll({
  isReady,
  anchorId,
  firstId,
  lastId,
  endRef,
}: ThreadScrollOptions): boolean {
  const hasOpened = useRef(false);
  const heightBefore = useRef(0);
  const firstBefore = useRef<string | undefined>(undefined);
  const wasNearEnd = useRef(true);
  const [isEndInView, setIsEndInView] = useState(false);

  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflowAnchor;
    root.style.overflowAnchor = 'none';
    const onScroll = () => {
      wasNearEnd.current = isNearEnd();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      root.style.overflowAnchor = previous;
      delete root.dataset.chatOpened;
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useEffect(() => {
    const element = endRef.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) =>
      setIsEndInView(entry?.isIntersecting ?? false),
    );
    observer.observe(element);
    return () => observer.disconnect();
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new last message is the change to follow.
  useLayoutEffect(() => {
    if (!isReady) return;
    const height = scroller().scrollHeight;
    if (!hasOpened.current) {
      hasOpened.current = true;
      const anchor = anchorId ? document.getElementById(anchorId) : null;
      if (anchor) anchor.scrollIntoView({ block: 'start' });
      else scrollToEnd();
      wasNearEnd.current = isNearEnd();
      document.documentElement.dataset.chatOpened = 'true';
      // When, from the navigation's start (the bench reads it: bench/figures/chat.mjs).
      performance.mark('chat-opened');
    } else if (firstId !== firstBefore.current && heightBefore.current) {
      // Older messages came in above: the same message stays where the reader had it.
      window.scrollBy(0, height - heightBefore.current);
    } else if (wasNearEnd.current) {
      scrollToEnd();
    }
    heightBefore.current = scroller().scrollHeight;
    firstBefore.current = firstId;
  }, [isReady, anchorId, firstId, lastId]);

  return isEndInView;
}
