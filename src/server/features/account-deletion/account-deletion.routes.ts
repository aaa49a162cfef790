import { requireSession } from '@server/auth/require-session';
import type { AppDependencies, AppEnv } from '@server/deps';
import { parseJson } from '@server/http/validate';
import { ZDeleteAccountSchema } from '@shared/schemas/account-deletion';
import { Hono } from 'hono';
import { deleteAccount } from './account-deletion.service';

/** `POST /api/account-deletion { password }`: 204, and the session's cookies are cleared. */
export function accountDeletionRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>().use('*', requireSession(deps)).post('/', async (c) => {
    const input = await parseJson(c, ZDeleteAccountSchema);
    await deleteAccount(deps, c.var.actor.userId, input);
    return c.body(null, 204);
  });
}
