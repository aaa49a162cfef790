import { requireSession } from '@server/auth/require-session';
import type { PersonActor } from '@server/auth/session-env';
import type { AppDependencies, AppEnv } from '@server/deps';
import { forbidden } from '@server/http/errors';
import { isoDateInZone, isValidTimeZone, TIME_ZONE_HEADER } from '@shared/domain/calendar-day';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type ActiveCouple, findActiveCoupleOfUser, partnerIdOf } from './couples.repository';

/**
 * Who acts in a couple feature: the session's person (`PersonActor`) in their active couple, on
 * their own day, resolved once per request. Every couple feature's routes and services take this
 * one type; features without a couple take the `PersonActor` itself.
 */
export interface Actor extends PersonActor {
  /** The caller's active couple; every query of a couple feature is scoped by `couple.id`. */
  couple: ActiveCouple;
  /** The other partner's user id, for the many places that need "not me". */
  partnerId: string;
  /** The caller's IANA time zone (the web app's header; UTC without one). */
  timeZone: string;
  /** The caller's own calendar day ('YYYY-MM-DD') in that zone, on `deps.clock`: every "today". */
  today: string;
}

/** The caller's IANA time zone from the web app's header; UTC when absent or unknown. */
export function requestTimeZone(c: Context): string {
  const zone = c.req.header(TIME_ZONE_HEADER);
  return isValidTimeZone(zone) ? zone : 'UTC';
}

/** The env of routes behind `requireCouple`: `c.var.actor` is always set there. */
export interface CoupleEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { actor: Actor };
}

/**
 * The person in their active couple, on their day in `timeZone`, or null without a couple: what `requireCouple` runs on every
 * couple route (and the bench's bare server too, so both do the same work).
 */
export async function findActor(
  { db, clock }: Pick<AppDependencies, 'db' | 'clock'>,
  person: PersonActor,
  timeZone: string,
): Promise<Actor | null> {
  const couple = await findActiveCoupleOfUser(db, person.userId);
  if (!couple) return null;
  const today = isoDateInZone(clock.now(), timeZone);
  return { ...person, couple, partnerId: partnerIdOf(couple, person.userId), timeZone, today };
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
    const actor = await findActor(deps, c.var.actor, requestTimeZone(c));
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
