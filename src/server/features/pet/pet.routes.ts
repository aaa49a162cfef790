import type { AppDependencies } from '@server/deps';
import { coupleRoutes } from '@server/features/couples/require-couple';
import { resourceId } from '@server/http/resource-id';
import { parseJson } from '@server/http/validate';
import { idempotent } from '@server/idempotency/idempotency';
import {
  type TPetActionResponse,
  type TPetResponse,
  type TPetShopResponse,
  ZCreatePetSchema,
  ZPetActionSchema,
} from '@shared/schemas/pet';
import { parse } from 'zod/v4/core';
import { actOnPet, buyPetItem, createPet, findShopItems, getMyPet } from './pet.service';

/** The couple's shared pet and its shop: `/api/pet`. */
export function petRoutes(deps: AppDependencies) {
  return coupleRoutes(deps, 'pet.noCouple')
    .get('/', async (c) =>
      c.json({ pet: await getMyPet(deps, c.var.actor) } satisfies TPetResponse),
    )
    .post('/', idempotent(deps), async (c) => {
      const input = await parseJson(c, ZCreatePetSchema);
      const pet = await createPet(deps, c.var.actor, input);
      return c.json({ pet } satisfies TPetResponse, 201);
    })
    .post('/actions/:action', async (c) => {
      const action = parse(ZPetActionSchema, c.req.param('action'));
      return c.json((await actOnPet(deps, c.var.actor, action)) satisfies TPetActionResponse);
    })
    .get('/shop', async (c) =>
      c.json({ items: await findShopItems(deps) } satisfies TPetShopResponse),
    )
    .post('/shop/:itemId/purchase', async (c) => {
      // A malformed id names no item: the same 404 as an unknown one.
      const itemId = resourceId(c, 'itemId', 'pet.itemNotFound');
      const pet = await buyPetItem(deps, c.var.actor, itemId);
      return c.json({ pet } satisfies TPetResponse);
    });
}
