import { requireSession } from '@server/auth/require-session';
import { type CoupleEnv, requireCouple } from '@server/features/couples/require-couple';
import type { AppDependencies } from '@server/http/context';
import { resourceId } from '@server/http/resource-id';
import { userToday } from '@server/http/user-today';
import { parseJson } from '@server/http/validate';
import {
  ZCreateBucketItemSchema,
  ZSetBucketItemCompletedSchema,
  ZUpdateBucketItemSchema,
} from '@shared/schemas/bucket-list';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  type BucketListActor,
  completeBucketItem,
  createBucketItem,
  deleteBucketItem,
  findBucketItems,
  updateBucketItem,
} from './bucket-list.service';

const actorOf = (c: Context<CoupleEnv>): BucketListActor => ({
  userId: c.var.user.id,
  couple: c.var.couple,
  today: userToday(c),
});

/** The couple's shared goals: `/api/bucket-list`. */
export function bucketListRoutes(deps: AppDependencies) {
  return new Hono<CoupleEnv>()
    .use('*', requireSession(deps), requireCouple(deps))
    .get('/', async (c) => c.json(await findBucketItems(deps, actorOf(c))))
    .post('/', async (c) => {
      const input = await parseJson(c, ZCreateBucketItemSchema);
      return c.json(await createBucketItem(deps, actorOf(c), input), 201);
    })
    .put('/:id', async (c) => {
      const id = resourceId(c);
      const input = await parseJson(c, ZUpdateBucketItemSchema);
      return c.json(await updateBucketItem(deps, actorOf(c), id, input));
    })
    .put('/:id/completed', async (c) => {
      const id = resourceId(c);
      const { completed } = await parseJson(c, ZSetBucketItemCompletedSchema);
      return c.json(await completeBucketItem(deps, actorOf(c), id, completed));
    })
    .delete('/:id', async (c) => {
      await deleteBucketItem(deps, actorOf(c), resourceId(c));
      return c.body(null, 204);
    });
}
