import { requireSession } from '@server/auth/require-session';
import type { AppDependencies, AppEnv } from '@server/deps';
import { resourceId } from '@server/http/resource-id';
import type { TDevicesResponse, TDevicesSignedOut } from '@shared/schemas/devices';
import { Hono } from 'hono';
import { endDevice, endOtherDevices, findDevices } from './devices.service';

/**
 * The caller's own signed-in devices (their account's sessions): `/api/devices`. Person-scoped:
 * every query is by the caller's user id, so another account's sessions are never listed and
 * naming one is a 404.
 */
export function devicesRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>()
    .use('*', requireSession(deps))
    .get('/', async (c) =>
      c.json((await findDevices(deps, c.var.actor)) satisfies TDevicesResponse),
    )
    .post('/sign-out-others', async (c) => {
      const signedOut = await endOtherDevices(deps, c.var.actor);
      return c.json({ signedOut } satisfies TDevicesSignedOut);
    })
    .delete('/:id', async (c) => {
      await endDevice(deps, c.var.actor, resourceId(c, 'id', 'devices.errors.notFound'));
      return c.body(null, 204);
    });
}
