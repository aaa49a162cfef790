import { HeartLoader } from '@web/components/heart-loader';
import { OfflineBanner } from '@web/components/offline-banner';
import { LoadFailure } from '@web/components/query-view';
import { ScreenBoundary } from '@web/components/screen-boundary';
import { AppLockGate, HiddenWhileLocked } from '@web/features/app-lock/app-lock-gate';
import { useAppLockState } from '@web/features/app-lock/app-lock-store';
import { pathAfterSignIn } from '@web/features/auth/return-path';
import { markScreenShown } from '@web/lib/after-first-paint';
import { loadScreenTexts } from '@web/lib/i18n';
import { lazyPart } from '@web/lib/lazy-part';
import { useSession } from '@web/lib/session/session';
import { isScreenWorthReturningTo } from '@web/lib/session/session-cache';
import { useUserChange } from '@web/lib/session/use-user-change';
import { type ReactNode, Suspense, use, useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LastScreenKeeper } from './last-screen-keeper';

// Their own chunks (the sign-in screen never loads the realtime client), each a part that can
// wait: a chunk that cannot arrive offline draws nothing until the signal returns.
const RealtimeBridge = lazyPart(() => import('@web/lib/realtime/realtime-bridge'));
// Sends what was changed without a signal (and lists it).
const OutboxRunner = lazyPart(() => import('@web/lib/outbox/outbox-runner'));
const WaitingChanges = lazyPart(() => import('@web/components/waiting-changes'));
const LiveHeart = lazyPart(() => import('@web/features/affection/components/live-heart'));

/**
 * The session could not be checked (offline, a server error): not an answer about it, so
 * neither guard moves anyone; a retry instead. It takes the guard's own query result: a new
 * observer mounting here would refetch at once and the guards would loop.
 */
function SessionCheckFailed({ session }: { session: ReturnType<typeof useSession> }) {
  // A screen of its own: the first-paint header must not hide it.
  useLayoutEffect(markScreenShown, []);
  return <LoadFailure query={session} layout="screen" />;
}

/** The sign-in screens: a signed-in user goes on to the page they wanted, else the dashboard. */
export function RedirectIfSignedIn() {
  const check = useSession();
  const location = useLocation();
  const { data: session } = check;
  if (check.isPending) return <HeartLoader />;
  if (session) return <Navigate to={pathAfterSignIn(location.state)} replace />;
  // Undefined (not null) once settled: the check failed and nothing is known.
  if (session === undefined) return <SessionCheckFailed session={check} />;
  return <Outlet />;
}

function LiveHeartUnlessLocked() {
  return <LiveHeart isLocked={useAppLockState() !== 'open'} />;
}

/** Signed-in screens wait for their texts (the first paint loads only the sign-in screen's). */
function WithScreenTexts({ children }: { children: ReactNode }) {
  use(loadScreenTexts());
  return children;
}

/** Every other screen needs a session; without one, back to the sign-in screen. */
export function RequireSession() {
  const check = useSession();
  const location = useLocation();
  const { data: session } = check;
  const isChangingUser = useUserChange(session?.user.id);
  if (check.isPending || isChangingUser) return <HeartLoader />;
  if (session === undefined) return <SessionCheckFailed session={check} />;
  if (!session) {
    // A session that ended here leaves its screen behind: the next sign-in starts on the dashboard.
    if (!isScreenWorthReturningTo()) return <Navigate to="/" replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/" replace state={{ from }} />;
  }
  return (
    <>
      <Suspense fallback={null}>
        <WithScreenTexts>
          <OfflineBanner />
        </WithScreenTexts>
      </Suspense>
      <ScreenBoundary>
        <Suspense fallback={<HeartLoader />}>
          <WithScreenTexts>
            <AppLockGate userId={session.user.id}>
              <Outlet />
            </AppLockGate>
          </WithScreenTexts>
        </Suspense>
      </ScreenBoundary>
      <Suspense fallback={null}>
        {/* Per user: a stream opened before a sign-out must not outlive that session. */}
        <RealtimeBridge userId={session.user.id} />
        {/* Per user as well: one account's waiting changes are never sent as another's. */}
        <OutboxRunner userId={session.user.id} />
        <HiddenWhileLocked>
          <WaitingChanges />
        </HiddenWhileLocked>
        {/* The partner's "pienso en ti", on whichever screen is open; held while locked. */}
        <LiveHeartUnlessLocked />
        {/* The picture of the screen on view, for an instant reopen (lib/last-screen). */}
        <LastScreenKeeper />
      </Suspense>
    </>
  );
}
