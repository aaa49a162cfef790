import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { HeartLoader } from '../components/heart-loader';
import { useSession } from '../features/auth/api/session';

// Its own chunk: the sign-in screen never loads the realtime client.
const RealtimeBridge = lazy(() => import('../features/realtime/realtime-bridge'));

/** The sign-in screens: a signed-in user goes straight to the dashboard. */
export function RedirectIfSignedIn() {
  const { data: session, isPending } = useSession();
  if (isPending) return <HeartLoader />;
  if (session) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Every other screen needs a session; without one, back to the sign-in screen. */
export function RequireSession() {
  const { data: session, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <HeartLoader />;
  if (!session) return <Navigate to="/" replace state={{ from: location.pathname }} />;
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <RealtimeBridge />
      </Suspense>
    </>
  );
}
