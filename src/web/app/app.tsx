import { QueryClientProvider } from '@tanstack/react-query';
import { BareHeartLoader } from '@web/components/heart-loader';
import { LazyToaster } from '@web/components/lazy-toaster';
import { sessionQueryOptions } from '@web/features/auth/api/session';
import { AuthBroadcastListener } from '@web/features/auth/auth-broadcast';
import { endSession } from '@web/features/auth/session-cache';
import { createQueryClient } from '@web/lib/query-client';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter, preloadScreen } from './router';

function startApp() {
  const queryClient = createQueryClient({ onUnauthorized: endSession });
  // The session check need not wait for the translations to arrive.
  void queryClient.prefetchQuery(sessionQueryOptions());
  preloadScreen(window.location.pathname);
  return queryClient;
}

export function App() {
  const [queryClient] = useState(startApp);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthBroadcastListener />
      {/* Translations load per language; until then only the heart shows. */}
      <Suspense fallback={<BareHeartLoader />}>
        <RouterProvider router={router} />
      </Suspense>
      <LazyToaster />
    </QueryClientProvider>
  );
}
