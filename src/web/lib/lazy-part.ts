import { type ComponentType, lazy } from 'react';

type PartModule<P> = { default: ComponentType<P> };

/** A chunk that failed with a signal (a deploy replaced it, a server hiccup): tried again after. */
const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 60_000;

/**
 * `lazy()` for a part of the app that can wait (the live stream, the waiting changes, the
 * partner's heart, the toasts). Its chunk may fail to arrive: the signal went while it was on
 * its way, on a phone that had not kept it yet. A plain lazy component would then throw and take
 * the screen around it down; this one stays suspended (its boundary shows nothing, or keeps the
 * server's HTML while hydrating) and loads again once the signal is back.
 */
export function lazyPart<P extends object>(load: () => Promise<PartModule<P>>) {
  return lazy(() => loadPatiently(load));
}

async function loadPatiently<T>(load: () => Promise<T>): Promise<T> {
  for (let wait = FIRST_RETRY_MS; ; wait = Math.min(wait * 2, LAST_RETRY_MS)) {
    try {
      return await load();
    } catch {
      await nextChance(wait);
    }
  }
}

/** Offline: when the browser is online again. Online: after `wait`, or sooner on a reconnect. */
function nextChance(wait: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = navigator.onLine ? window.setTimeout(done, wait) : undefined;
    window.addEventListener('online', done);
    function done() {
      window.clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    }
  });
}
