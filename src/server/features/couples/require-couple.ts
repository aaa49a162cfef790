import type { AppDependencies, AppEnv } from '@server/http/context';
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
    const userId = c.var.user.id;
    const couple = await findActiveCoupleOfUser(db, userId);
    if (!couple) throw forbidden(noCoupleMessage);
    c.set('actor', { userId, couple, partnerId: partnerIdOf(couple, userId), today: userToday(c) });
    await next();
  });
