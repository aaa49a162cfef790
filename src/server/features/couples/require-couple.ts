import type { AppDependencies, AppEnv } from '@server/deps';
import { forbidden } from '@server/http/errors';
import { userToday } from '@server/http/user-today';
import { createMiddleware } from 'hono/factory';
import { type ActiveCouple, findActiveCoupleOfUser, partnerIdOf } from './couples.repository';

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
  /** The caller's own calendar day ('YYYY-MM-DD', from their time zone): every "today". */
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
  { db }: Pick<AppDependencies, 'db'>,
  userId: string,
  today: string,
): Promise<Actor | null> {
  const couple = await findActiveCoupleOfUser(db, userId);
  return couple && { userId, couple, partnerId: partnerIdOf(couple, userId), today };
}

/**
 * Resolves the caller's ACTIVE couple once per request (after `requireSession`) into
 * `c.var.actor`. No active couple: 403 'couple.required' ('Primero debes conectar con tu
 * pareja'), which the web turns into a redirect to /dashboard.
 *
 *   new Hono<CoupleEnv>().use('*', requireSession(deps), requireCouple(deps))
 */
export const requireCouple = (
  { db }: Pick<AppDependencies, 'db'>,
  /** A feature whose screen words "no couple" its own way (the pet: 'pet.noCouple'). */
  noCoupleMessage = 'couple.required',
) =>
  createMiddleware<CoupleEnv>(async (c, next) => {
    const actor = await findActor({ db }, c.var.user.id, userToday(c));
    if (!actor) throw forbidden(noCoupleMessage);
    c.set('actor', actor);
    await next();
  });
