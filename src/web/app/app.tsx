import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BareHeartLoader } from '@web/components/heart-loader';
import { LazyToaster } from '@web/components/lazy-toaster';
import { PhotosFollowTheCouple } from '@web/features/couples/photos-follow-the-couple';
import { HiddenWhileLocked } from '@web/features/privacy/app-lock/app-lock-gate';
import { AuthBroadcastListener } from '@web/lib/session/auth-broadcast';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';

/** The providers and the screens; `boot` made the query client (its data may already be in it). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthBroadcastListener />
      <PhotosFollowTheCouple />
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
