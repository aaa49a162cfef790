import type { AppDependencies, AppEnv } from '@server/http/context';
import { forbidden } from '@server/http/errors';
import { createMiddleware } from 'hono/factory';
import { type ActiveCouple, findActiveCoupleOfUser, partnerIdOf } from './couples.repository';

export interface CoupleContext extends ActiveCouple {
  /** The other partner's user id, for the many places that need "not me". */
  partnerId: string;
}

/** The env of routes behind `requireCouple`: `c.var.couple` is always set there. */
export interface CoupleEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { couple: CoupleContext };
}

/**
 * Resolves the caller's ACTIVE couple once per request (after `requireSession`); every query of
 * a couple feature is then scoped by `c.var.couple.id`. No active couple: 403 'couple.required'
 * ('Primero debes conectar con tu pareja'), which the web turns into a redirect to /dashboard.
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
    c.set('couple', { ...couple, partnerId: partnerIdOf(couple, userId) });
    await next();
  });
