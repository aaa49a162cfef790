import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { HeartLoader } from '@web/components/heart-loader';
import { ScreenBoundary } from '@web/components/screen-boundary';
import { markScreenShown } from '@web/lib/after-first-paint';
import { setScreenPreloader } from '@web/lib/screen-preload';
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, type RouteObject, useRoutes } from 'react-router';
import { RedirectIfSignedIn, RequireSession } from './route-guards';

/**
 * A chunk that may start the queries its first render asks for, so they run while the code and
 * the texts still load instead of after them (`language`: the reader's, for content in it).
 */
interface Prefetching {
  prefetch?: (queryClient: QueryClient, language: string) => void;
}
type ScreenLoader = () => Promise<Prefetching & { default: ComponentType }>;

// Every screen is its own chunk; the first load carries only the shell and the sign-in screen.
const loadAuthPage: ScreenLoader = () => import('@web/features/auth/auth-page');
const loadDashboardPage: ScreenLoader = () => import('@web/app/routes/dashboard/dashboard-page');
const loadProfilePage: ScreenLoader = () => import('@web/app/routes/profile/profile-page');
const loadResetPasswordPage: ScreenLoader = () => import('@web/features/auth/reset-password-page');

/** The screens the two partners share: only with an active couple (`RequireCouple`). */
const COUPLE_SCREENS: Record<string, ScreenLoader> = {
  '/stats': () => import('@web/features/stats/stats-page'),
  '/calendar': () => import('@web/features/events/events-page'),
  '/memories': () => import('@web/features/memories/memories-page'),
  '/bucket-list': () => import('@web/features/bucket-list/bucket-list-page'),
  '/games': () => import('@web/features/games/games-page'),
  '/date-plans': () => import('@web/features/date-plans/date-plans-page'),
  '/pet-setup': () => import('@web/features/pet/pet-setup-page'),
  '/pet': () => import('@web/features/pet/pet-page'),
  '/emotion-jar': () => import('@web/features/emotions/emotion-jar-page'),
  '/emotion-calendar': () => import('@web/features/emotions/emotion-calendar-page'),
  '/daily-question': () => import('@web/features/daily-questions/daily-question-page'),
  '/chat': () => import('@web/features/chat/chat-page'),
  '/letters': () => import('@web/features/letters/letters-page'),
};

const loadRequireCouple = () => import('@web/features/couples/components/require-couple');
const loadNotFoundPage: ScreenLoader = () => import('@web/features/not-found/not-found-page');

/** The sign-in screen's paths: the only ones a first visit shows before signing in. */
export const isSignInPath = (pathname: string) => pathname === '/' || pathname === '/auth';

/** Who may see a screen (what its guards check), or that only the browser draws it. */
export type TScreenAccess = 'signed-out' | 'session' | 'couple' | 'anyone' | 'browser-only';

/**
 * What the server needs to render a screen (src/web/entry-server.tsx): who may see it, and its
 * chunks, whose `prefetch` names the screen's first queries (the same options the browser uses).
 */
export function screenPlan(pathname: string): {
  access: TScreenAccess;
  loaders: Array<() => Promise<Prefetching>>;
} {
  if (isSignInPath(pathname)) return { access: 'signed-out', loaders: [loadAuthPage] };
  const couple = COUPLE_SCREENS[pathname];
  if (couple) return { access: 'couple', loaders: [loadRequireCouple, couple] };
  if (pathname === '/dashboard') return { access: 'session', loaders: [loadDashboardPage] };
  // Left to the browser: its device cards read what only the device knows (notification
  // permission, this device's sessions and lock), which the server would draw otherwise.
  if (pathname === '/profile') return { access: 'browser-only', loaders: [loadProfilePage] };
  if (pathname === '/reset-password') return { access: 'anyone', loaders: [loadResetPasswordPage] };
  return { access: 'anyone', loaders: [loadNotFoundPage] };
}

/** Every screen's chunks: the server loads them once at start, not on a visitor's time. */
export function everyScreenLoader(): Array<() => Promise<Prefetching>> {
  return [...new Set([...Object.values(PRELOADS), loadRequireCouple, loadNotFoundPage])];
}

const PRELOADS: Record<string, ScreenLoader> = {
  '/': loadAuthPage,
  '/auth': loadAuthPage,
  '/dashboard': loadDashboardPage,
  '/profile': loadProfilePage,
  '/reset-password': loadResetPasswordPage,
  ...COUPLE_SCREENS,
};

/**
 * Starts loading the opened screen's chunks at once (the couple guard's too on a shared screen),
 * in parallel with the translations and the session check, instead of after them; once the
 * session is known to be there, their first queries start as well. Without this, a signed-in
 * screen waits for the session, then its code, then the couple check, then its own data: four
 * round trips one after the other on a phone's slow link.
 */
export function preloadScreen(
  pathname: string,
  queryClient: QueryClient,
  isSignedIn: Promise<boolean>,
  language: string,
) {
  const loaders: Array<() => Promise<Prefetching>> = [];
  if (PRELOADS[pathname]) loaders.push(PRELOADS[pathname]);
  if (COUPLE_SCREENS[pathname]) loaders.push(loadRequireCouple);
  for (const load of loaders) {
    void Promise.all([load(), isSignedIn])
      .then(([screen, signedIn]) => {
        if (signedIn) screen.prefetch?.(queryClient, language);
      })
      .catch(() => {});
  }
}

const AuthPage = lazy(loadAuthPage);
const DashboardPage = lazy(loadDashboardPage);
const ProfilePage = lazy(loadProfilePage);
const ResetPasswordPage = lazy(loadResetPasswordPage);
// Only signed-in screens behind it need the couple guard: kept out of the sign-in screen's load.
const RequireCouple = lazy(async () => ({
  default: (await loadRequireCouple()).RequireCouple,
}));
const NotFoundPage = lazy(loadNotFoundPage);

/** Commits with the screen, never with its loader: tells what waits that a screen is drawn. */
function ScreenShown() {
  // Before the browser paints: the first-paint header and the screen never show together.
  useLayoutEffect(markScreenShown, []);
  return null;
}

function page(Component: ComponentType): ReactNode {
  return (
    <ScreenBoundary>
      <Suspense fallback={<HeartLoader />}>
        <Component />
        <ScreenShown />
      </Suspense>
    </ScreenBoundary>
  );
}

/**
 * The screens by path. Declarative routing (`<BrowserRouter>` + `useRoutes`), not a data router:
 * no screen uses loaders, actions or blockers, and the data router's code was the largest part of
 * react-router on the first load of /auth (bench/figures/bundle.mjs).
 */
const ROUTES: RouteObject[] = [
  {
    element: <Outlet />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: '/', element: page(AuthPage) },
          { path: '/auth', element: page(AuthPage) },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          { path: '/dashboard', element: page(DashboardPage) },
          { path: '/profile', element: page(ProfilePage) },
          {
            element: page(RequireCouple),
            children: Object.entries(COUPLE_SCREENS).map(([path, load]) => ({
              path,
              element: page(lazy(load)),
            })),
          },
        ],
      },
      // Signed in or not: a reset link may be opened on a device still signed in.
      { path: '/reset-password', element: page(ResetPasswordPage) },
      { path: '*', element: page(NotFoundPage) },
    ],
  },
];

export function AppRoutes() {
  // A signed-in screen's link about to be followed preloads its screen (lib/screen-preload.ts).
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  useEffect(
    () =>
      setScreenPreloader((pathname) =>
        preloadScreen(pathname, queryClient, Promise.resolve(true), i18n.language),
      ),
    [queryClient, i18n],
  );
  return useRoutes(ROUTES);
}
