import { QueryClientProvider } from '@tanstack/react-query';
import { BareHeartLoader } from '@web/components/heart-loader';
import { LazyToaster } from '@web/components/lazy-toaster';
import { sessionQueryOptions } from '@web/features/auth/api/session';
import { AuthBroadcastListener } from '@web/features/auth/auth-broadcast';
import { endSession } from '@web/features/auth/session-cache';
import { HiddenWhileLocked } from '@web/features/privacy/app-lock/app-lock-gate';
import { afterFirstPaint } from '@web/lib/after-first-paint';
import { loadScreenTexts } from '@web/lib/i18n';
import { createQueryClient } from '@web/lib/query-client';
import { Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes, isSignInPath, preloadScreen } from './router';

function startApp() {
  const queryClient = createQueryClient({ onUnauthorized: endSession });
  // The session check need not wait for the translations to arrive.
  const isSignedIn = queryClient.fetchQuery(sessionQueryOptions()).then(Boolean, () => false);
  preloadScreen(window.location.pathname, queryClient, isSignedIn);
  // The other screens' texts: at once for a signed-in screen (it waits for them), after the
  // first paint on the sign-in screen, whose form must not wait behind them.
  if (isSignInPath(window.location.pathname)) afterFirstPaint(() => void loadScreenTexts());
  else void loadScreenTexts();
  return queryClient;
}

export function App() {
  const [queryClient] = useState(startApp);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthBroadcastListener />
      {/* Translations load per language; until then only the heart shows. */}
      <Suspense fallback={<BareHeartLoader />}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Suspense>
      <HiddenWhileLocked>
        <LazyToaster />
      </HiddenWhileLocked>
    </QueryClientProvider>
  );
}
