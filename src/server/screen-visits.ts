import type { AuthSession } from '@server/auth/auth';
import { cookieHeaderOf, resolveLiveSession } from '@server/auth/require-session';
import type { PersonActor } from '@server/auth/session-env';
import type { AppDependencies, AppEnv } from '@server/deps';
import { getAffectionToday } from '@server/features/affection/affection.service';
import { findBucketItems } from '@server/features/bucket-list/bucket-list.service';
import { findMyCouple, presentCouple } from '@server/features/couples/couples.service';
import { type Actor, findActor } from '@server/features/couples/require-couple';
import { getTodayQuestion } from '@server/features/daily-questions/daily-questions.service';
import { getDashboard } from '@server/features/dashboard/dashboard.service';
import { findDatePlans } from '@server/features/date-plans/date-plans.service';
import { findTodayEmotions } from '@server/features/emotions/emotions.service';
import {
  findMemories,
  findMemoriesOnThisDay,
  getMemorySummary,
} from '@server/features/memories/memories.service';
import { getMyPet } from '@server/features/pet/pet.service';
import { getStats } from '@server/features/stats/stats.service';
import { AppError, errorBody, forbidden, unauthorized } from '@server/http/errors';
import { createPageCache, type TPageCache } from '@server/ssr/page-cache';
import type { TOpenVisit, TScreenVisit } from '@server/ssr/screen-renderer';
import { isoDateInZone, TIME_ZONE_HEADER } from '@shared/domain/calendar-day';
import { coupleChannel, userChannel } from '@shared/realtime-events';
import { ZMemoryListQuerySchema } from '@shared/schemas/memories';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { parse } from 'zod/v4/core';

/**
 * Who a server-drawn page is for, and where its data comes from (docs/BOOT.md): the visitor's
 * session is checked once (the signed cookie cache and the session guard, as `requireSession`
 * does), their actor is built once (as `requireCouple` does), and the screen's API requests are
 * answered by the features' services with that actor, as their routes answer them
 * (screen-visits.test.ts holds each answer to its route's). A request none of them answers goes
 * through the app in-process with the visitor's cookies, as the browser's would.
 */

/**
 * The visitor as the routes would see them: the person, and their actor in an active couple
 * (looked up once, when a read first needs it: an answer from the page cache needs none).
 */
interface TVisitor {
  person: PersonActor | null;
  /** The zone the page is drawn in (the browser sends it as `X-Time-Zone`). */
  timeZone: string;
  actor: () => Promise<Actor | null>;
  session: AuthSession | null;
}

type TRead = (visitor: TVisitor, query: URLSearchParams) => Promise<unknown>;

/** What better-auth's get-session answers, less what the page has no use for: the token. */
function publicSession(found: AuthSession | null) {
  if (!found) return null;
  const { token: _token, ipAddress: _ip, userAgent: _agent, ...session } = found.session;
  return { session, user: found.user };
}

/** A read behind `requireSession`. */
const signedIn =
  (read: (person: PersonActor, timeZone: string) => Promise<unknown>): TRead =>
  ({ person, timeZone }) => {
    if (!person) throw unauthorized();
    return read(person, timeZone);
  };

/** A read behind `coupleRoutes`: the person in an active couple. */
const inCouple =
  (
    read: (actor: Actor, query: URLSearchParams) => Promise<unknown>,
    noCoupleMessage = 'couple.required',
  ): TRead =>
  async ({ person, actor: actorOf }, query) => {
    if (!person) throw unauthorized();
    const actor = await actorOf();
    if (!actor) throw forbidden(noCoupleMessage);
    return read(actor, query);
  };

/** The GET routes the screens' `prefetch` asks for, by path: their routes' answers. */
export function screenReads(deps: AppDependencies): Record<string, TRead> {
  return {
    '/api/auth/get-session': async ({ session }) => publicSession(session),
    '/api/dashboard': signedIn(async (person, timeZone) => {
      const dashboard = await getDashboard(deps, person.userId, timeZone);
      if (!dashboard) throw unauthorized();
      return dashboard;
    }),
    '/api/couples/me': signedIn(async (person) => {
      const couple = await findMyCouple(deps, person.userId);
      return { couple: couple && presentCouple(couple, person.userId) };
    }),
    '/api/memories': inCouple((actor, query) =>
      findMemories(deps, actor, parse(ZMemoryListQuerySchema, Object.fromEntries(query))),
    ),
    '/api/memories/summary': inCouple((actor) => getMemorySummary(deps, actor)),
    '/api/memories/on-this-day': inCouple((actor) =>
      findMemoriesOnThisDay(deps, { userId: actor.userId, coupleId: actor.couple.id }, actor.today),
    ),
    '/api/affection': inCouple((actor) => getAffectionToday(deps, actor, actor.timeZone)),
    '/api/daily-questions/today': inCouple((actor) => getTodayQuestion(deps, actor)),
    '/api/stats': inCouple((actor) => getStats(deps, actor)),
    '/api/bucket-list': inCouple((actor) => findBucketItems(deps, actor)),
    '/api/date-plans': inCouple((actor) => findDatePlans(deps, actor)),
    '/api/pet': inCouple(async (actor) => ({ pet: await getMyPet(deps, actor) }), 'pet.noCouple'),
    '/api/emotions/today': inCouple((actor) => findTodayEmotions(deps, actor)),
  };
}

/** The visitor's headers a request answered by the app in-process carries (their session, address). */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for'];

type TFetchApp = (request: Request, env: unknown) => Response | Promise<Response>;

/**
 * Opens a visit for the renderer (ssr/screen-renderer.ts): `fetchApp` answers, in-process, what
 * no read of `screenReads` does.
 */
export function screenVisits(deps: AppDependencies, fetchApp: TFetchApp): TOpenVisit {
  const reads = screenReads(deps);
  return async (c: Context, { timeZone }): Promise<TScreenVisit> => {
    const { headers, response: session } = await resolveLiveSession(
      deps,
      cookieHeaderOf(c),
      () => c.req.raw.headers,
    );
    const setCookies = headers?.getSetCookie() ?? [];
    const person: PersonActor | null = session && {
      userId: session.user.id,
      email: session.user.email,
      sessionId: session.session.id,
    };
    let actor: Promise<Actor | null> | undefined;
    const actorOf = () => {
      actor ??= person ? findActor(deps, person, timeZone) : Promise.resolve(null);
      return actor;
    };
    const visitor: TVisitor = { person, timeZone, actor: actorOf, session };
    // Node's request only (the visitor's address for rate limits), never its response: an
    // in-process request must not write to the document's.
    const env = { incoming: (c.env as { incoming?: unknown } | undefined)?.incoming };
    const origin = new URL(c.req.url).origin;
    const throughApp = async (path: string, init: RequestInit) => {
      const forwarded = new Headers(init.headers);
      for (const name of FORWARDED_HEADERS) {
        const value = c.req.header(name);
        if (value) forwarded.set(name, value);
      }
      forwarded.set(TIME_ZONE_HEADER, timeZone);
      const answer = await fetchApp(
        new Request(new URL(path, origin), { ...init, headers: forwarded }),
        env,
      );
      setCookies.push(...answer.headers.getSetCookie());
      return answer;
    };
    return {
      async api(path, init) {
        const url = new URL(path, origin);
        const read = (init.method ?? 'GET') === 'GET' ? reads[url.pathname] : undefined;
        if (!read) {
          deps.log.debug({ path: url.pathname }, 'server rendering: asked of the app in-process');
          return throughApp(path, init);
        }
        try {
          return Response.json(await read(visitor, url.searchParams));
        } catch (error) {
          // The refusals the routes' guards make, as `handleError` words them; anything else
          // (a query that does not parse, a database gone) is answered by the app itself.
          if (!(error instanceof AppError)) return throughApp(path, init);
          const body = errorBody(error.code, error.message, { params: error.params });
          return Response.json(body, { status: error.status });
        }
      },
      setCookies: () => setCookies,
      // As `findActor` counts it.
      today: isoDateInZone(deps.clock.now(), timeZone),
      viewer: person && {
        sessionId: person.sessionId,
        // What the pages show: the person's own, their partner's and their couple's.
        tags: async () => {
          const inCouple = await actorOf();
          return [
            userChannel(person.userId),
            ...(inCouple
              ? [userChannel(inCouple.partnerId), coupleChannel(inCouple.couple.id)]
              : []),
          ];
        },
      },
    };
  };
}

/**
 * How long a kept page may be answered at most. Every change the bus announces drops it at
 * once; this bounds what nothing announces (a change made without an event, an event missed).
 */
const PAGE_MAX_AGE_MS = 60_000;

/** The drawn pages kept (SSR_PAGE_CACHE_MB), dropped by the events on what they show; none at 0. */
export function screenPageCache(deps: AppDependencies): TPageCache | undefined {
  const megabytes = deps.config.SSR_PAGE_CACHE_MB;
  if (megabytes === 0) return undefined;
  return createPageCache({
    maxBytes: megabytes * 2 ** 20,
    maxAgeMs: PAGE_MAX_AGE_MS,
    now: () => deps.clock.now().getTime(),
    follow: (tag, onChange) => deps.bus.subscribe([tag], onChange),
    isTrusted: () => deps.bus.isListening,
  });
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Drops the kept pages a write may have changed before its answer leaves, so the writer's next
 * page shows it even before the bus's event arrives: the writer's, and their partner's (which
 * are tagged with the writer's channel too). An account's own write (better-auth's routes: an
 * email, a password) drops every page.
 */
export const forgetPagesOnWrites = (cache: TPageCache) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (READS.has(c.req.method)) return;
    const actor = c.get('actor') as PersonActor | undefined;
    if (actor) cache.invalidate(userChannel(actor.userId));
    else if (c.req.path.startsWith('/api/auth/') && cookieHeaderOf(c)?.includes('session_token=')) {
      cache.clear();
    }
  });
