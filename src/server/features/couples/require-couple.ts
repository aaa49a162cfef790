import { requireSession } from '@server/auth/require-session';
import type { AppDependencies, AppEnv } from '@server/deps';
import { forbidden } from '@server/http/errors';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type ActiveCouple, findActiveCoupleOfUser, partnerIdOf } from './couples.repository';
import { userTimeZone, userToday } from './user-today';

/**
 * Who acts in a couple feature, resolved once per request: every couple feature's routes and
 * services take this one type instead of building their own.
 */
export interface Actor {
  userId: string;
  /** The caller's active couple; every query of a couple feature is scoped by `couple.id`. */
  couple: ActiveCouple;
  /** The other partner's user id, for the many places that need "not me". */
  partnerId: string;
  /** The caller's IANA time zone (the web app's header; UTC without one). */
  timeZone: string;
  /** The caller's own calendar day ('YYYY-MM-DD') in that zone, on `deps.clock`: every "today". */
  today: string;
}

/** The env of routes behind `requireCouple`: `c.var.actor` is always set there. */
export interface CoupleEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { actor: Actor };
}

/**
 * The actor `userId` is in their active couple, or null without one: what `requireCouple` runs
 * on every couple route (and the bench's bare server too, so both do the same work).
 */
export async function findActor(
  { db, clock }: Pick<AppDependencies, 'db' | 'clock'>,
  userId: string,
  timeZone: string,
): Promise<Actor | null> {
  const couple = await findActiveCoupleOfUser(db, userId);
  const today = userToday(clock, timeZone);
  return couple && { userId, couple, partnerId: partnerIdOf(couple, userId), timeZone, today };
}

/**
 * Resolves the caller's ACTIVE couple once per request (after `requireSession`) into
 * `c.var.actor`. No active couple: 403 'couple.required' ('Primero debes conectar con tu
 * pareja'), which the web turns into a redirect to /dashboard.
 * Routers use it through `coupleRoutes`.
 */
const requireCouple = (
  deps: Pick<AppDependencies, 'db' | 'clock'>,
  /** A feature whose screen words "no couple" its own way (the pet: 'pet.noCouple'). */
  noCoupleMessage = 'couple.required',
) =>
  createMiddleware<CoupleEnv>(async (c, next) => {
    const actor = await findActor(deps, c.var.user.id, userTimeZone(c));
    if (!actor) throw forbidden(noCoupleMessage);
    c.set('actor', actor);
    await next();
  });

/**
 * The router of a couple feature: every route behind `requireSession` and `requireCouple`, so
 * `c.var.actor` is always set. The one way a couple-scoped router is made.
 *
 *   export const petRoutes = (deps: AppDependencies) => coupleRoutes(deps).get('/', ...)
 */
export function coupleRoutes(
  deps: Pick<AppDependencies, 'auth' | 'sessions' | 'db' | 'clock'>,
  /** A feature whose screen words "no couple" its own way (the pet: 'pet.noCouple'). */
  noCoupleMessage?: string,
) {
  return new Hono<CoupleEnv>().use('*', requireSession(deps), requireCouple(deps, noCoupleMessage));
}
