import { requireSession } from '@server/auth/require-session';
import type { AppDependencies, AppEnv } from '@server/deps';
import { resourceId } from '@server/http/resource-id';
import type { TDevicesResponse, TDevicesSignedOut } from '@shared/schemas/devices';
import { type Context, Hono } from 'hono';
import { type DeviceActor, endDevice, endOtherDevices, findDevices } from './devices.service';

const actorOf = (c: Context<AppEnv>): DeviceActor => ({
  userId: c.var.user.id,
  sessionId: c.var.session.id,
});

/**
 * The caller's own signed-in devices (their account's sessions): `/api/devices`. Person-scoped:
 * every query is by the caller's user id, so another account's sessions are never listed and
 * naming one is a 404.
 */
export function devicesRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>()
    .use('*', requireSession(deps))
    .get('/', async (c) => c.json((await findDevices(deps, actorOf(c))) satisfies TDevicesResponse))
    .post('/sign-out-others', async (c) => {
      const signedOut = await endOtherDevices(deps, actorOf(c));
      return c.json({ signedOut } satisfies TDevicesSignedOut);
    })
    .delete('/:id', async (c) => {
      await endDevice(deps, actorOf(c), resourceId(c, 'id', 'devices.errors.notFound'));
      return c.body(null, 204);
    });
}
