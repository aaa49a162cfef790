import type { HttpEnv } from '@server/http/http-env';
import type { AuthSession } from './auth';

export type SessionUser = AuthSession['user'];

/** The env of routes behind `requireSession`: `c.var.user` and `c.var.session` are set there. */
export interface SessionEnv {
  Variables: HttpEnv['Variables'] & {
    user: SessionUser;
    session: AuthSession['session'];
  };
}
