import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BareHeartLoader } from '@web/components/heart-loader';
import { LazyToaster } from '@web/components/lazy-toaster';
import { HiddenWhileLocked } from '@web/features/app-lock/app-lock-gate';
import { PhotosFollowTheCouple } from '@web/features/couples/photos-follow-the-couple';
import { AuthBroadcastListener } from '@web/lib/session/auth-broadcast';
import { type ReactNode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';

interface AppProps {
  queryClient: QueryClient;
  /**
   * The server (src/web/entry-server.tsx) passes a static router at the address it renders;
   * routers draw nothing themselves, so hydration finds the server's markup. Passed rather than
   * imported here, so the browser's first load does not carry the static router's code.
   */
  withRouter?: (routes: ReactNode) => ReactNode;
}

const browserRouter = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

/** The providers and the screens; `boot` made the query client (its data may already be in it). */
export function App({ queryClient, withRouter = browserRouter }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthBroadcastListener />
      <PhotosFollowTheCouple />
      {/* Translations load per language; until then only the heart shows. */}
      <Suspense fallback={<BareHeartLoader />}>{withRouter(<AppRoutes />)}</Suspense>
      <HiddenWhileLocked>
        <LazyToaster />
      </HiddenWhileLocked>
    </QueryClientProvider>
  );
}
