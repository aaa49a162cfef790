import { HeartLoader } from '@web/components/heart-loader';
import { RequireCouple } from '@web/features/couples/components/require-couple';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { RedirectIfSignedIn, RequireSession } from './route-guards';

// Every screen is its own chunk; the first load carries only the shell and the sign-in screen.
const loadAuthPage = () => import('@web/features/auth/auth-page');
const loadDashboardPage = () => import('@web/features/dashboard/dashboard-page');
const loadProfilePage = () => import('@web/features/profile/profile-page');
const loadStatsPage = () => import('@web/features/stats/stats-page');
const loadEventsPage = () => import('@web/features/events/events-page');
const loadBucketListPage = () => import('@web/features/bucket-list/bucket-list-page');
const loadMemoriesPage = () => import('@web/features/memories/memories-page');
const loadPetPage = () => import('@web/features/pet/pet-page');
const loadPetSetupPage = () => import('@web/features/pet/pet-setup-page');
const AuthPage = lazy(loadAuthPage);
const DashboardPage = lazy(loadDashboardPage);
const ProfilePage = lazy(loadProfilePage);

const PRELOADS: Record<string, () => Promise<unknown>> = {
  '/': loadAuthPage,
  '/auth': loadAuthPage,
  '/dashboard': loadDashboardPage,
  '/profile': loadProfilePage,
  '/stats': loadStatsPage,
  '/calendar': loadEventsPage,
  '/bucket-list': loadBucketListPage,
  '/memories': loadMemoriesPage,
  '/pet': loadPetPage,
  '/pet-setup': loadPetSetupPage,
};

/**
 * Starts loading the opened screen's chunk at once, in parallel with the translations and the
 * session check, instead of after them.
 */
export function preloadScreen(pathname: string) {
  void PRELOADS[pathname]?.().catch(() => {});
}
const NotFoundPage = lazy(() => import('@web/features/not-found/not-found-page'));

/** A screen whose feature is not built yet: a real page that says so. */
function underConstruction(titleKey: string): ComponentType {
  return lazy(async () => {
    const { UnderConstructionPage } = await import(
      '@web/features/under-construction/under-construction-page'
    );
    return { default: () => <UnderConstructionPage titleKey={titleKey} /> };
  });
}

/** The couple screens that are built; the others of COUPLE_SCREENS are still under construction. */
const COUPLE_PAGES: Record<string, ComponentType> = {
  '/stats': lazy(loadStatsPage),
  '/calendar': lazy(loadEventsPage),
  '/bucket-list': lazy(loadBucketListPage),
  '/memories': lazy(loadMemoriesPage),
  '/games': lazy(() => import('@web/features/games/games-page')),
  '/emotion-jar': lazy(() => import('@web/features/emotions/emotion-jar-page')),
  '/emotion-calendar': lazy(() => import('@web/features/emotions/emotion-calendar-page')),
  '/pet': lazy(loadPetPage),
  '/pet-setup': lazy(loadPetSetupPage),
};

const COUPLE_SCREENS: Array<[path: string, titleKey: string]> = [
  ['/stats', 'nav.stats'],
  ['/calendar', 'nav.calendar'],
  ['/memories', 'nav.memories'],
  ['/bucket-list', 'nav.bucketList'],
  ['/games', 'nav.games'],
  ['/date-plans', 'nav.datePlans'],
  ['/pet-setup', 'nav.petSetup'],
  ['/pet', 'nav.pet'],
  ['/emotion-jar', 'nav.emotionJar'],
  ['/emotion-calendar', 'nav.emotionCalendar'],
];

function page(Component: ComponentType): ReactNode {
  return (
    <Suspense fallback={<HeartLoader />}>
      <Component />
    </Suspense>
  );
}

export function createAppRouter() {
  return createBrowserRouter([
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
              element: <RequireCouple />,
              children: COUPLE_SCREENS.map(([path, titleKey]) => ({
                path,
                element: page(COUPLE_PAGES[path] ?? underConstruction(titleKey)),
              })),
            },
          ],
        },
        { path: '*', element: page(NotFoundPage) },
      ],
    },
  ]);
}
