import { requireSession } from '@server/auth/require-session';
import type { AppDependencies, AppEnv } from '@server/deps';
import { parseJson } from '@server/http/validate';
import {
  type TCalendarFeedCreated,
  type TCalendarFeedStatus,
  ZCreateCalendarFeedSchema,
} from '@shared/schemas/calendar-feed';
import { Hono } from 'hono';
import {
  getCalendarFeedStatus,
  regenerateCalendarFeed,
  renderCalendarFeed,
  revokeCalendarFeed,
} from './calendar-feed.service';

const FEED_PATH = '/api/calendar-feed/feed.ics';

/**
 * `/api/calendar-feed`: the caller's private ICS URL (made, remade, revoked), and the feed itself,
 * which calendar apps fetch without a session. Its token travels in the query string, which the
 * access log leaves out, so it never lands in a log line.
 */
export function calendarFeedRoutes(deps: AppDependencies) {
  const session = requireSession(deps);
  return new Hono<AppEnv>()
    .get('/feed.ics', async (c) => {
      const body = await renderCalendarFeed(deps, c.req.query('token') ?? '');
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      c.header('Content-Disposition', 'inline; filename="juntos.ics"');
      return c.body(body);
    })
    .get('/', session, async (c) =>
      c.json((await getCalendarFeedStatus(deps, c.var.actor.userId)) satisfies TCalendarFeedStatus),
    )
    .post('/', session, async (c) => {
      const input = await parseJson(c, ZCreateCalendarFeedSchema);
      const origin = deps.config.PUBLIC_URL ?? new URL(c.req.url).origin;
      const feedUrl = (token: string) =>
        `${origin.replace(/\/$/, '')}${FEED_PATH}?token=${encodeURIComponent(token)}`;
      const created = await regenerateCalendarFeed(deps, c.var.actor.userId, input, feedUrl);
      return c.json(created satisfies TCalendarFeedCreated, 201);
    })
    .delete('/', session, async (c) => {
      await revokeCalendarFeed(deps, c.var.actor.userId);
      return c.body(null, 204);
    });
}
