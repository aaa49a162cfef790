import { createMiddleware } from 'hono/factory';
import type { AppDependencies, AppEnv } from '../http/context';
import { unauthorized } from '../http/errors';

/** Resolves the session (from the signed cookie cache, so usually without a query) or answers 401. */
export const requireSession = ({ auth }: Pick<AppDependencies, 'auth'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) throw unauthorized();
    c.set('user', result.user);
    c.set('session', result.session);
    await next();
  });
