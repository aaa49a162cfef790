import type { AppDependencies } from '@server/deps';
import { coupleRoutes } from '@server/features/couples/require-couple';
import { resourceId } from '@server/http/resource-id';
import { parseJson } from '@server/http/validate';
import { idempotent } from '@server/idempotency/idempotency';
import {
  type TBucketItem,
  ZCreateBucketItemSchema,
  ZSetBucketItemCompletedSchema,
  ZUpdateBucketItemSchema,
} from '@shared/schemas/bucket-list';
import type { Context } from 'hono';
import {
  completeBucketItem,
  createBucketItem,
  deleteBucketItem,
  findBucketItems,
  updateBucketItem,
} from './bucket-list.service';

const itemId = (c: Context) => resourceId(c, 'id', 'bucketList.notFound');

/** The couple's shared goals: `/api/bucket-list`. */
export function bucketListRoutes(deps: AppDependencies) {
  return coupleRoutes(deps)
    .get('/', async (c) =>
      c.json((await findBucketItems(deps, c.var.actor)) satisfies TBucketItem[]),
    )
    .post('/', idempotent(deps), async (c) => {
      const input = await parseJson(c, ZCreateBucketItemSchema);
      return c.json((await createBucketItem(deps, c.var.actor, input)) satisfies TBucketItem, 201);
    })
    .put('/:id', async (c) => {
      const id = itemId(c);
      const input = await parseJson(c, ZUpdateBucketItemSchema);
      return c.json((await updateBucketItem(deps, c.var.actor, id, input)) satisfies TBucketItem);
    })
    .put('/:id/completed', async (c) => {
      const id = itemId(c);
      const { completed } = await parseJson(c, ZSetBucketItemCompletedSchema);
      const item = await completeBucketItem(deps, c.var.actor, id, completed);
      return c.json(item satisfies TBucketItem);
    })
    .delete('/:id', async (c) => {
      await deleteBucketItem(deps, c.var.actor, itemId(c));
      return c.body(null, 204);
    });
}
