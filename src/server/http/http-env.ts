import type { Logger } from '@server/logger';

/**
 * What every request carries from its first middleware (`request-log.ts`) on. The layers above
 * add their own: `auth/session-env.ts` the signed-in user, `deps.ts` the whole app's `AppEnv`.
 */
export interface HttpEnv {
  Variables: {
    /** Set first on every request (`http/request-log.ts`). */
    requestId: string;
    /** A child logger whose lines carry `requestId`. */
    log: Logger;
  };
}
