import type { QueryClient } from '@tanstack/react-query';
import { afterFirstPaint } from '@web/lib/after-first-paint';
import { restoreDeviceCache } from '@web/lib/device-cache/device-cache';
import { loadScreenTexts } from '@web/lib/i18n';
import { createQueryClient } from '@web/lib/query-client';
import { sessionQueryOptions } from '@web/lib/session/session';
import { endSession } from '@web/lib/session/session-cache';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { keepDeviceData } from './device-data';
import { isSignInPath, preloadScreen } from './router';

/**
 * The one way the app starts (docs/BOOT.md). The document is either the server's rendering of
 * the screen, with its data, or the plain app shell (the service worker's copy on a reopen, or
 * the server's fallback); both come here.
 */
export function boot(root: HTMLElement) {
  const queryClient = createQueryClient({ onUnauthorized: endSession });
  // The plain shell (a reopen through the service worker, or offline) draws what the device
  // kept of the signed-in account at once; its queries then refetch in the background. The wait
  // is bounded, and the session check follows it, so nothing kept can land after an answer.
  const restore = restoreDeviceCache(queryClient);
  void restore.ready.then(() => start(root, queryClient, restore.settled));
}

function start(root: HTMLElement, queryClient: QueryClient, restored: Promise<void>) {
  // The session check need not wait for the translations to arrive.
  const isSignedIn = queryClient.fetchQuery(sessionQueryOptions()).then(Boolean, () => false);
  preloadScreen(window.location.pathname, queryClient, isSignedIn);
  // The other screens' texts: at once for a signed-in screen (it waits for them), after the
  // first paint on the sign-in screen, whose form must not wait behind them.
  if (isSignInPath(window.location.pathname)) afterFirstPaint(() => void loadScreenTexts());
  else void loadScreenTexts();

  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
  keepDeviceData(queryClient, restored);
}
