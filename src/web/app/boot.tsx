import { sessionQueryOptions } from '@web/features/auth/api/session';
import { endSession } from '@web/features/auth/session-cache';
import { readAppLockSettings } from '@web/features/privacy/app-lock/app-lock-store';
import { afterFirstPaint } from '@web/lib/after-first-paint';
import { loadScreenTexts } from '@web/lib/i18n';
import { updatePrefsCookie } from '@web/lib/prefs-cookie';
import { createQueryClient } from '@web/lib/query-client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { isSignInPath, preloadScreen } from './router';
import { readServerState, takeServerState } from './server-state';

/**
 * The one way the app starts (docs/BOOT.md). The document is either the server's rendering of
 * the screen, with its data, or the plain app shell (the service worker's copy on a reopen, or
 * the server's fallback); both come here.
 */
export function boot(root: HTMLElement) {
  const queryClient = createQueryClient({ onUnauthorized: endSession });
  // The server's rendering: its data first, so the session check and the screen's queries
  // below find it and ask nothing again.
  const serverState = readServerState(root);
  const canHydrate = serverState !== null && takeServerState(queryClient, serverState);
  // The time zone travels with the phone, and a lock turned on before the cookie existed counts.
  updatePrefsCookie({ lock: readAppLockSettings() !== null });
  // The session check need not wait for the translations to arrive.
  const isSignedIn = queryClient.fetchQuery(sessionQueryOptions()).then(Boolean, () => false);
  preloadScreen(window.location.pathname, queryClient, isSignedIn);
  // The other screens' texts: at once for a signed-in screen (it waits for them), after the
  // first paint on the sign-in screen, whose form must not wait behind them.
  if (isSignInPath(window.location.pathname)) afterFirstPaint(() => void loadScreenTexts());
  else void loadScreenTexts();

  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  if (canHydrate) {
    hydrateRoot(root, app, {
      // Said out loud (React only reports it): the server's page and the browser's differ.
      onRecoverableError: (error) => console.error('Hydration problem:', error),
    });
  } else createRoot(root).render(app);
}
