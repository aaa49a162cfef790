import { Hono } from 'hono';
import { authRoutes } from './auth/auth.routes';
import type { AppDependencies, AppEnv } from './deps';
import { accountDeletionRoutes } from './features/account-deletion/account-deletion.routes';
import { affectionRoutes } from './features/affection/affection.routes';
import { appLockRoutes } from './features/app-lock/app-lock.routes';
import { bucketListRoutes } from './features/bucket-list/bucket-list.routes';
import { calendarFeedRoutes } from './features/calendar-feed/calendar-feed.routes';
import { chatRoutes } from './features/chat/chat.routes';
import { couplesRoutes } from './features/couples/couples.routes';
import { findMyCouple, isInActiveCouple } from './features/couples/couples.service';
import { dailyQuestionsRoutes } from './features/daily-questions/daily-questions.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { datePlansRoutes } from './features/date-plans/date-plans.routes';
import { devicesRoutes } from './features/devices/devices.routes';
import { emotionsRoutes } from './features/emotions/emotions.routes';
import { eventsRoutes } from './features/events/events.routes';
import { exportRoutes } from './features/export/export.routes';
import { gamesRoutes } from './features/games/games.routes';
import { lettersRoutes } from './features/letters/letters.routes';
import { memoriesRoutes } from './features/memories/memories.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { petRoutes } from './features/pet/pet.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { reactionsRoutes } from './features/reactions/reactions.routes';
import { statsRoutes } from './features/stats/stats.routes';
import { requestBodyLimit } from './http/body-limits';
import { errorBody, handleError } from './http/errors';
import { healthRoutes } from './http/health.routes';
import { requestLog } from './http/request-log';
import { setResponseHeader } from './http/response-header';
import { sameOriginOnly } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import { staticWebRoutes } from './http/static-web';
import { nodeEventStreams } from './realtime/node-event-stream';
import { realtimeRoutes } from './realtime/realtime.routes';
import { forgetPagesOnWrites, screenPageCache, screenVisits } from './screen-visits';
import { screenRenderer } from './ssr/screen-renderer';
import { storageRoutes } from './storage/storage.routes';

const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  /** Folder of the built SPA; omitted in API-only tests. */
  webRoot?: string;
  /**
   * The folder of the build's server entry (dist/ssr) that draws screens on the server
   * (docs/BOOT.md); without it every page is the app shell, drawn by the browser.
   */
  renderEntryDir?: string;
}

/**
 * What realtime/ and storage/ ask of the couples feature. They stand below the features and
 * import none: the answers are handed to them here, at the top.
 */
export function coupleLookups(deps: AppDependencies) {
  return {
    /** The couple a user's stream follows: pending or active. */
    coupleIdOf: async (userId: string) => (await findMyCouple(deps, userId))?.id ?? null,
    /** Whether a signed couple photo URL still opens for this user. */
    isInActiveCouple: (userId: string, coupleId: string) =>
      isInActiveCouple(deps, userId, coupleId),
  };
}

export function createApp(deps: AppDependencies, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  // Outermost: starts a realtime stream on Node's response once every header below is set.
  app.use('*', nodeEventStreams());
  // First, so every line of the request (and its access line) carries its id.
  app.use('*', requestLog(deps));
  app.use('*', securityHeaders(deps.config));

  const couples = coupleLookups(deps);
  // Server-drawn pages kept per session (docs/BOOT.md); a write drops what it may have changed.
  const pages = options.renderEntryDir ? screenPageCache(deps) : undefined;
  const api = new Hono<AppEnv>();
  if (pages) api.use('*', forgetPagesOnWrites(pages));
  api.use('*', async (c, next) => {
    await next();
    // Signed image reads choose their own (private, one hour); everything else is never cached.
    if (!c.res.headers.has('Cache-Control')) setResponseHeader(c, 'Cache-Control', 'no-store');
  });
  // Before the body is read: a forged cross-origin request is refused without reading it.
  api.use('*', sameOriginOnly(deps.config));
  // Upload routes declare their own, larger limit (uploadLimit) and get it instead of this one.
  api.use('*', requestBodyLimit({ maxSize: JSON_BODY_LIMIT, message: 'errors.payloadTooLarge' }));
  api.route('/health', healthRoutes(deps));
  api.route('/auth', authRoutes(deps));
  api.route('/couples', couplesRoutes(deps));
  api.route('/account-deletion', accountDeletionRoutes(deps));
  api.route('/dashboard', dashboardRoutes(deps));
  api.route('/date-plans', datePlansRoutes(deps));
  api.route('/realtime', realtimeRoutes({ ...deps, ...couples }));
  api.route('/profile', profileRoutes(deps));
  api.route('/games', gamesRoutes(deps));
  api.route('/emotions', emotionsRoutes(deps));
  api.route('/daily-questions', dailyQuestionsRoutes(deps));
  api.route('/memories', memoriesRoutes(deps));
  api.route('/letters', lettersRoutes(deps));
  api.route('/pet', petRoutes(deps));
  api.route('/storage', storageRoutes({ ...deps, ...couples }));
  api.route('/events', eventsRoutes(deps));
  api.route('/bucket-list', bucketListRoutes(deps));
  api.route('/stats', statsRoutes(deps));
  api.route('/export', exportRoutes(deps));
  api.route('/calendar-feed', calendarFeedRoutes(deps));
  api.route('/notifications', notificationsRoutes(deps));
  api.route('/devices', devicesRoutes(deps));
  api.route('/affection', affectionRoutes(deps));
  api.route('/reactions', reactionsRoutes(deps));
  api.route('/chat', chatRoutes(deps));
  api.route('/app-lock', appLockRoutes(deps));

  app.route('/api', api);
  // Registered after every API route, so it only answers paths none of them took.
  app.all('/api/*', (c) => c.json(errorBody('not_found', 'errors.notFound'), 404));
  if (options.webRoot) {
    const renderScreen = options.renderEntryDir
      ? screenRenderer({
          entryDir: options.renderEntryDir,
          budgetMs: deps.config.SSR_BUDGET_MS,
          // The screen's reads answered by the services; any other request by the whole app.
          openVisit: screenVisits(deps, (request, env) => app.fetch(request, env)),
          cache: pages,
          now: () => deps.clock.now().getTime(),
          log: deps.log,
        })
      : undefined;
    app.route('/', staticWebRoutes(options.webRoot, { renderScreen }));
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
