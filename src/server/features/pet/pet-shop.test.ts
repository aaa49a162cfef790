import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PET_ITEM_SEEDS, seedPetItems } from '@server/db/seeds/pet-items.seed';
import { LANGUAGES } from '@shared/constants';
import type { TPetItem, TPetResponse, TPetShopResponse } from '@shared/schemas/pet';
import { expectCoupleScoped } from '@test/authorization';
import { createCoupleFixture } from '@test/couple-fixtures';
import { createPetFixture } from '@test/pet-fixtures';
import { setupTestApp } from '@test/test-app';
import { drizzle } from 'drizzle-orm/node-postgres';
import { beforeAll, describe, expect, it } from 'vitest';

const testApp = setupTestApp();
let items: TPetItem[];
beforeAll(async () => {
  const { a } = await createCoupleFixture(testApp);
  items = (await a.client.get<TPetShopResponse>('/api/pet/shop')).body.items;
});

const sql = (text: string, values: unknown[] = []) => testApp.deps.pool.query(text, values);
const errorOf = (body: unknown) =>
  (body as { error: { message: string; params?: Record<string, number> } }).error;
const itemBySlug = (slug: string) => {
  const item = items.find((candidate) => candidate.slug === slug);
  if (!item) throw new Error(`No item ${slug}`);
  return item;
};

async function petWith(stats: Record<string, number>) {
  const couple = await createCoupleFixture(testApp);
  const pet = await createPetFixture(couple.a);
  const columns = Object.keys(stats);
  await sql(
    `update couple_pets set ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} where id = $1`,
    [pet.id, ...Object.values(stats)],
  );
  return { ...couple, pet };
}

const purchase = (item: TPetItem) => `/api/pet/shop/${item.id}/purchase`;

describe('GET /api/pet/shop', () => {
  it('lists the seeded catalogue, cheapest first', () => {
    expect(items).toHaveLength(PET_ITEM_SEEDS.length);
    const costs = items.map((item) => item.cost);
    expect(costs).toEqual([...costs].sort((x, y) => x - y));
    expect(itemBySlug('apple')).toMatchObject({
      name: 'Manzana crujiente',
      emoji: '🍎',
      cost: 5,
      effectType: 'hunger',
      effectValue: 10,
    });
    expect(new Set(items.map((item) => item.effectType))).toEqual(
      new Set(['hunger', 'energy', 'affection', 'happiness']),
    );
  });

  it('needs a session and a couple', async () => {
    await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/pet/shop' },
      { outsider: 'own-data', requiresCouple: true, noCoupleMessage: 'pet.noCouple' },
    );
  });

  it('is written in every language, the Spanish seed matching es/pet.json', () => {
    for (const language of LANGUAGES) {
      const file = path.resolve(`src/web/locales/${language}/pet.json`);
      const texts = JSON.parse(readFileSync(file, 'utf8')).pet.items;
      expect(Object.keys(texts).sort(), language).toEqual(items.map((i) => i.slug).sort());
      for (const item of PET_ITEM_SEEDS) {
        expect(texts[item.slug].name.trim(), `${language} ${item.slug}`).not.toBe('');
        expect(texts[item.slug].description.trim(), `${language} ${item.slug}`).not.toBe('');
        if (language === 'es') {
          expect(texts[item.slug]).toEqual({ name: item.name, description: item.description });
        }
      }
    }
  });

  it('seeding again updates in place: same ids, no duplicates', async () => {
    await sql(`update pet_items set cost = 999, name = 'Viejo' where slug = 'apple'`);
    await seedPetItems(drizzle(testApp.deps.pool));
    const { rows } = await sql('select id, slug, cost, name from pet_items order by cost, slug');
    expect(rows).toHaveLength(PET_ITEM_SEEDS.length);
    expect(rows.find((row) => row.slug === 'apple')).toEqual({
      id: itemBySlug('apple').id,
      slug: 'apple',
      cost: 5,
      name: 'Manzana crujiente',
    });
  });
});

describe('POST /api/pet/shop/:itemId/purchase', () => {
  it('is couple-scoped: another couple cannot spend our coins (404)', async () => {
    const { seed } = await expectCoupleScoped(
      testApp,
      () => ({ method: 'POST', path: purchase(itemBySlug('apple')) }),
      {
        outsider: 'not-found',
        requiresCouple: true,
        noCoupleMessage: 'pet.noCouple',
        setup: async (owner) => {
          const pet = await createPetFixture(owner.a);
          await sql('update couple_pets set coins = 50 where id = $1', [pet.id]);
          return pet;
        },
      },
    );
    const { rows } = await sql('select coins, hunger from couple_pets where id = $1', [seed.id]);
    expect(rows[0]).toEqual({ coins: 50, hunger: 50 });
  });

  it('takes the cost and adds the effect to its stat', async () => {
    const { b, pet } = await petWith({ coins: 20, affection: 40 });
    const teddy = itemBySlug('teddy-bear');
    const response = await b.client.post<TPetResponse>(purchase(teddy));
    expect(response.status).toBe(200);
    expect(response.body.pet).toMatchObject({
      coins: 20 - teddy.cost,
      affection: 40 + teddy.effectValue,
    });
    const { rows } = await sql(
      'select coins, affection, last_pet_at from couple_pets where id = $1',
      [pet.id],
    );
    expect(rows[0]).toMatchObject({ coins: 2, affection: 65 });
    expect(rows[0].last_pet_at).toBeInstanceOf(Date);
  });

  it('caps the stat at 100', async () => {
    const { a } = await petWith({ coins: 40, hunger: 90 });
    const response = await a.client.post<TPetResponse>(purchase(itemBySlug('celebration-cake')));
    expect(response.body.pet).toMatchObject({ hunger: 100, coins: 10 });
  });

  it('refuses when coins are short, naming the cost, and changes nothing', async () => {
    const { a, pet } = await petWith({ coins: 4, hunger: 50 });
    const response = await a.client.post(purchase(itemBySlug('apple')));
    expect(response.status).toBe(409);
    expect(errorOf(response.body)).toMatchObject({
      message: 'pet.notEnoughCoins',
      params: { cost: 5 },
    });
    const { rows } = await sql('select coins, hunger from couple_pets where id = $1', [pet.id]);
    expect(rows[0]).toEqual({ coins: 4, hunger: 50 });
  });

  it('never leaves coins negative when both partners buy at the same moment', async () => {
    const { a, b, pet } = await petWith({ coins: 12, happiness: 20 });
    const ball = itemBySlug('bouncy-ball');
    const responses = await Promise.all([
      a.client.post(purchase(ball)),
      b.client.post(purchase(ball)),
      a.client.post(purchase(ball)),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const { rows } = await sql('select coins, happiness from couple_pets where id = $1', [pet.id]);
    expect(rows[0]).toEqual({ coins: 12 - ball.cost, happiness: 20 + ball.effectValue });
  });

  it('answers 404 for an unknown or malformed item, and before there is a pet', async () => {
    const { a } = await petWith({ coins: 50 });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await a.client.post(`/api/pet/shop/${id}/purchase`);
      expect(response.status).toBe(404);
      expect(errorOf(response.body).message).toBe('pet.itemNotFound');
    }
    const { a: petless } = await createCoupleFixture(testApp);
    const response = await petless.client.post(purchase(itemBySlug('apple')));
    expect(response.status).toBe(404);
    expect(errorOf(response.body).message).toBe('pet.notFound');
  });
});
