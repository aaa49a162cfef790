import { afterFirstPaint } from '@web/lib/after-first-paint';
import { loadScreenTexts } from '@web/lib/i18n';
import { createQueryClient } from '@web/lib/query-client';
import { sessionQueryOptions } from '@web/lib/session/session';
import { endSession } from '@web/lib/session/session-cache';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { isSignInPath, preloadScreen } from './router';

/**
 * The one way the app starts (docs/BOOT.md). The document is either the server's rendering of
 * the screen, with its data, or the plain app shell (the service worker's copy on a reopen, or
 * the server's fallback); both come here.
 */
export function boot(root: HTMLElement) {
  const queryClient = createQueryClient({ onUnauthorized: endSession });
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
}
