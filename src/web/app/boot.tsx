import type { QueryClient } from '@tanstack/react-query';
import { readAppLockSettings } from '@web/features/app-lock/app-lock-store';
import { afterFirstPaint } from '@web/lib/after-first-paint';
import { restoreDeviceCache } from '@web/lib/device-cache/device-cache';
import { markCodeRunning } from '@web/lib/early-submit';
import { currentLanguage, loadScreenTexts } from '@web/lib/i18n';
import { updatePrefsCookie } from '@web/lib/prefs-cookie';
import { createQueryClient } from '@web/lib/query-client';
import { sessionQueryOptions } from '@web/lib/session/session';
import { endSession } from '@web/lib/session/session-ended';
import { StrictMode, startTransition } from 'react';
import { App } from './app';
import { keepDeviceData } from './device-data';
import { isSignInPath, preloadScreen } from './router';
import { readServerState, takeServerState } from './server-state';

/**
 * The one way the app starts (docs/BOOT.md). The document is either the server's rendering of
 * the screen, with its data, or the plain app shell (the service worker's copy on a reopen, or
 * the server's fallback); both come here.
 */
/** React's renderer, loaded beside the app by main.tsx (not imported here: see there why). */
export type ReactDomClient = typeof import('react-dom/client');

export function boot(root: HTMLElement, reactDom: ReactDomClient) {
  const queryClient = createQueryClient({ onUnauthorized: endSession });
  // The time zone travels with the phone, and a lock turned on before the cookie existed counts.
  updatePrefsCookie({ lock: readAppLockSettings() !== null });
  // The server's rendering: its data goes in first, so the session check and the screen's
  // queries below find it and ask nothing again. It is newer than anything the device kept, so
  // the device's copy is not read before the render; the other screens' kept data joins after.
  const serverState = readServerState(root);
  if (serverState !== null && takeServerState(queryClient, serverState)) {
    start(root, reactDom, queryClient, {
      restored: keptDataAfterHydration(queryClient),
      hydrate: true,
    });
    return;
  }
  // The plain shell (a reopen through the service worker, or offline) draws what the device
  // kept of the signed-in account at once; its queries then refetch in the background. The wait
  // is bounded, and the session check follows it, so nothing kept can land after an answer.
  const restore = restoreDeviceCache(queryClient);
  void restore.ready.then(() =>
    start(root, reactDom, queryClient, { restored: restore.settled, hydrate: false }),
  );
}

/**
 * The server's page carries this screen's data, not the other screens' the device kept: those
 * join the client once the screen is live (never during hydration, whose markup must match),
 * under none of the server's newer answers. Keeping starts after that, or a server-drawn visit
 * would rewrite the device's copy without them (a reopen offline then lacked the profile).
 */
function keptDataAfterHydration(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    afterFirstPaint(
      () =>
        void restoreDeviceCache(queryClient, { waitMs: 0, onlyMissing: true }).settled.then(
          resolve,
        ),
    );
  });
}

interface StartOptions {
  /** Settles once the device's kept data is in the client (or known to be absent). */
  restored: Promise<void>;
  /** The document is the server's rendering of the screen: take it over instead of redrawing. */
  hydrate: boolean;
}

function start(
  root: HTMLElement,
  { createRoot, hydrateRoot }: ReactDomClient,
  queryClient: QueryClient,
  { restored, hydrate }: StartOptions,
) {
  // The session check need not wait for the translations to arrive.
  const isSignedIn = queryClient.fetchQuery(sessionQueryOptions()).then(Boolean, () => false);
  // A server-drawn page carries its screen's data: asking for more before it is hydrated could
  // change what the browser draws mid-hydration (a mismatch, seen on /pet-setup under load).
  // The code still loads at once; anything else is asked for by the screen once it is live.
  preloadScreen(
    window.location.pathname,
    queryClient,
    hydrate ? Promise.resolve(false) : isSignedIn,
    currentLanguage(),
  );
  // The other screens' texts: at once for a signed-in screen (it waits for them), after the
  // first paint on the sign-in screen, whose form must not wait behind them.
  if (isSignInPath(window.location.pathname)) afterFirstPaint(() => void loadScreenTexts());
  else void loadScreenTexts();

  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  keepDeviceData(queryClient, restored);
  // React listens from the root's creation on (it hydrates a tapped part first): submits are
  // its own from here.
  markCodeRunning();
  // In a transition, React takes the page over in slices of a few milliseconds and lets the
  // browser answer in between (a tap on a drawn part hydrates that part first): one long task of
  // a second or more at a phone's speed otherwise, during which nothing drawn answered.
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(root, app, {
        // Said out loud (React only reports it): the server's page and the browser's differ.
        onRecoverableError: (error) => console.error('Hydration problem:', error),
      });
    });
  } else {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
}
