import { requireSession } from '@server/auth/require-session';
import type { AppDependencies, AppEnv } from '@server/deps';
import { parseJson } from '@server/http/validate';
import {
  type TNotificationSettings,
  ZNotificationSettingsSchema,
  ZPushSubscriptionSchema,
  ZPushUnsubscribeSchema,
} from '@shared/schemas/notifications';
import { Hono } from 'hono';
import {
  getNotificationSettings,
  subscribeToPush,
  unsubscribeFromPush,
  updateNotificationSettings,
} from './notifications.service';

/** The caller's push settings and browsers: `/api/notifications` (no couple needed to set up). */
export function notificationsRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>()
    .use('*', requireSession(deps))
    .get('/', async (c) =>
      c.json(
        (await getNotificationSettings(deps, c.var.actor.userId)) satisfies TNotificationSettings,
      ),
    )
    .put('/', async (c) => {
      const input = await parseJson(c, ZNotificationSettingsSchema);
      const settings = await updateNotificationSettings(deps, c.var.actor.userId, input);
      return c.json(settings satisfies TNotificationSettings);
    })
    .post('/subscriptions', async (c) => {
      const input = await parseJson(c, ZPushSubscriptionSchema);
      const settings = await subscribeToPush(deps, c.var.actor.userId, input);
      return c.json(settings satisfies TNotificationSettings, 201);
    })
    .post('/subscriptions/remove', async (c) => {
      const { endpoint } = await parseJson(c, ZPushUnsubscribeSchema);
      const settings = await unsubscribeFromPush(deps, c.var.actor.userId, endpoint);
      return c.json(settings satisfies TNotificationSettings);
    });
}
