import { requireSession } from '@server/auth/require-session';
import { type CoupleEnv, requireCouple } from '@server/features/couples/require-couple';
import type { AppDependencies } from '@server/http/context';
import { notFound } from '@server/http/errors';
import { parseJson } from '@server/http/validate';
import { type TPetResponse, ZCreatePetSchema, ZPetActionSchema } from '@shared/schemas/pet';
import { Hono } from 'hono';
import { parse } from 'zod/v4/core';
import { actOnPet, buyPetItem, createPet, findShopItems, getMyPet } from './pet.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The couple's shared pet and its shop: `/api/pet`. */
export function petRoutes(deps: AppDependencies) {
  return new Hono<CoupleEnv>()
    .use('*', requireSession(deps), requireCouple(deps, 'pet.noCouple'))
    .get('/', async (c) => {
      const actor = { userId: c.var.user.id, coupleId: c.var.couple.id };
      return c.json({ pet: await getMyPet(deps, actor) } satisfies TPetResponse);
    })
    .post('/', async (c) => {
      const input = await parseJson(c, ZCreatePetSchema);
      const actor = { userId: c.var.user.id, coupleId: c.var.couple.id };
      return c.json({ pet: await createPet(deps, actor, input) }, 201);
    })
    .post('/actions/:action', async (c) => {
      const action = parse(ZPetActionSchema, c.req.param('action'));
      const actor = { userId: c.var.user.id, coupleId: c.var.couple.id };
      return c.json(await actOnPet(deps, actor, action));
    })
    .get('/shop', async (c) => c.json({ items: await findShopItems(deps) }))
    .post('/shop/:itemId/purchase', async (c) => {
      const itemId = c.req.param('itemId');
      // A malformed id names no item: the same 404 as an unknown one.
      if (!UUID.test(itemId)) throw notFound('pet.itemNotFound');
      const actor = { userId: c.var.user.id, coupleId: c.var.couple.id };
      return c.json({ pet: await buyPetItem(deps, actor, itemId) });
    });
}
