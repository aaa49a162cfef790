import type { HttpEnv } from '@server/http/http-env';

/**
 * Who acts: the signed-in person, set once per request by `requireSession` as `c.var.actor`.
 * Couple routes extend it with the couple, the caller's zone and today (`Actor`,
 * `features/couples/require-couple.ts`); every route and service takes one of the two, never an
 * actor of its own.
 */
export interface PersonActor {
  userId: string;
  /** The account's email (the app lock's password check is counted by it). */
  email: string;
  /** The session of this request: "this device" for the device list and the app lock. */
  sessionId: string;
}

/** The env of routes behind `requireSession`: `c.var.actor` is set there. */
export interface SessionEnv {
  Variables: HttpEnv['Variables'] & { actor: PersonActor };
}
