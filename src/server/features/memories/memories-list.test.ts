import type { TMemory } from '@shared/schemas/memories';
import { MEMORY_PAGE_MAX, MEMORY_PAGE_SIZE } from '@shared/schemas/memories';
import { type CoupleFixture, createCoupleFixture } from '@test/couple-fixtures';
import { createMemory, listAllMemories, listMemories, seedMemories } from '@test/memory-fixtures';
import { setupTestApp } from '@test/test-app';
import { beforeAll, describe, expect, it } from 'vitest';

const testApp = setupTestApp();
let small: CoupleFixture;
let large: CoupleFixture;
const LARGE = 3000;

beforeAll(async () => {
  [small, large] = await Promise.all([createCoupleFixture(testApp), createCoupleFixture(testApp)]);
  await seedMemories(testApp, { coupleId: large.couple.id, userId: large.a.user.id, count: LARGE });
});

const titles = (items: TMemory[]) => items.map((item) => item.title);

/** The order each sort promises, computed independently of the database. */
function expectedOrder(items: TMemory[], sort: 'date-desc' | 'date-asc' | 'title'): string[] {
  const byCreation = (a: TMemory, b: TMemory) =>
    a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
  const sorted = [...items].sort((a, b) => {
    if (sort === 'title') {
      return a.title.toLowerCase().localeCompare(b.title.toLowerCase(), 'en') || byCreation(a, b);
    }
    if (!a.memoryDate || !b.memoryDate) {
      if (a.memoryDate === b.memoryDate)
        return sort === 'date-desc' ? byCreation(b, a) : byCreation(a, b);
      return a.memoryDate ? -1 : 1;
    }
    const byDate = a.memoryDate.localeCompare(b.memoryDate);
    return sort === 'date-desc' ? -byDate || byCreation(b, a) : byDate || byCreation(a, b);
  });
  return sorted.map((item) => item.id);
}

describe('memories list: sort and filter', () => {
  beforeAll(async () => {
    for (const [title, memoryDate] of [
      ['Cena', '2024-05-01'],
      ['aniversario', '2024-02-14'],
      ['Sin fecha 1', ''],
      ['Boda de Lucía', '2025-09-20'],
      ['Sin fecha 2', ''],
      ['Otra cena', '2024-05-01'],
    ] as const) {
      const response = await createMemory(small.a.client, { fields: { title, memoryDate } });
      expect(response.status).toBe(201);
    }
  });

  it('lists newest date first by default, undated last, ties newest created first', async () => {
    const response = await listMemories(small.b.client);
    expect(response.status).toBe(200);
    expect(titles(response.body.items)).toEqual([
      'Boda de Lucía',
      'Otra cena',
      'Cena',
      'aniversario',
      'Sin fecha 2',
      'Sin fecha 1',
    ]);
    expect(response.body.nextCursor).toBeNull();
  });

  it('lists oldest date first, undated still last', async () => {
    const response = await listMemories(small.a.client, { sort: 'date-asc' });
    expect(titles(response.body.items)).toEqual([
      'aniversario',
      'Cena',
      'Otra cena',
      'Boda de Lucía',
      'Sin fecha 1',
      'Sin fecha 2',
    ]);
  });

  it('lists by title A-Z, ignoring case', async () => {
    const response = await listMemories(small.a.client, { sort: 'title' });
    expect(titles(response.body.items)).toEqual([
      'aniversario',
      'Boda de Lucía',
      'Cena',
      'Otra cena',
      'Sin fecha 1',
      'Sin fecha 2',
    ]);
  });

  it('filters with and without image (the seeded couple has both)', async () => {
    const withImage = await listAllMemories(large.a.client, { filter: 'with-image' });
    const withoutImage = await listAllMemories(large.a.client, { filter: 'no-image' });
    expect(withImage.items).toHaveLength(LARGE / 3);
    expect(withImage.items.every((item) => item.imageUrl && item.thumbnailUrl)).toBe(true);
    expect(withoutImage.items).toHaveLength(LARGE - LARGE / 3);
    expect(withoutImage.items.every((item) => item.imageUrl === null)).toBe(true);
    const ids = new Set([...withImage.items, ...withoutImage.items].map((item) => item.id));
    expect(ids.size).toBe(LARGE);
  });

  it('answers an empty page when a filter matches nothing', async () => {
    const response = await listMemories(small.a.client, { filter: 'with-image' });
    expect(response.body).toEqual({ items: [], nextCursor: null });
  });
});

describe('memories list: keyset pages over 3,000 memories', () => {
  it.each(['date-desc', 'date-asc', 'title'] as const)(
    'walks every memory exactly once in %s order, in the promised order',
    async (sort) => {
      const { items, pages } = await listAllMemories(large.b.client, {
        sort,
        limit: String(MEMORY_PAGE_MAX),
      });
      expect(pages).toBe(LARGE / MEMORY_PAGE_MAX);
      expect(new Set(items.map((item) => item.id)).size).toBe(LARGE);
      expect(items.map((item) => item.id)).toEqual(expectedOrder(items, sort));
    },
  );

  it('serves the default page size with a cursor, and the first page is the start of the order', async () => {
    const first = await listMemories(large.a.client);
    expect(first.body.items).toHaveLength(MEMORY_PAGE_SIZE);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    expect(first.body.items.every((item) => item.memoryDate !== null)).toBe(true);
    expect(first.body.items[0]?.memoryDate).toBe('2021-02-03');
  });

  it('ends exactly at the boundary: a full last page has no cursor after it', async () => {
    const sameSize = await listMemories(small.a.client, { limit: '6' });
    expect(sameSize.body.items).toHaveLength(6);
    expect(sameSize.body.nextCursor).toBeNull();
    const oneShort = await listMemories(small.a.client, { limit: '5' });
    expect(oneShort.body.items).toHaveLength(5);
    const rest = await listMemories(small.a.client, {
      limit: '5',
      cursor: oneShort.body.nextCursor ?? '',
    });
    expect(titles(rest.body.items)).toEqual(['Sin fecha 1']);
    expect(rest.body.nextCursor).toBeNull();
  });

  it('does not skip or repeat when a memory is added between pages', async () => {
    const first = await listMemories(small.a.client, { sort: 'title', limit: '3' });
    await createMemory(small.b.client, { fields: { title: 'Zumo en la playa' } });
    const rest = await listAllMemories(small.a.client, { sort: 'title', limit: '3' });
    const second = await listMemories(small.a.client, {
      sort: 'title',
      limit: '60',
      cursor: first.body.nextCursor ?? '',
    });
    const ids = [...first.body.items, ...second.body.items].map((item) => item.id);
    expect(ids).toEqual(rest.items.map((item) => item.id));
  });

  it('refuses a cursor from another sort or a tampered one', async () => {
    const page = await listMemories(large.a.client, { sort: 'date-asc' });
    const cursor = page.body.nextCursor ?? '';
    const otherSort = await listMemories(large.a.client, { sort: 'title', cursor });
    expect(otherSort.status).toBe(400);
    expect(otherSort.body.error.message).toBe('memories.invalidCursor');
    const tampered = await listMemories(large.a.client, { sort: 'date-asc', cursor: `${cursor}x` });
    expect(tampered.status).toBe(400);
  });

  it('uses the keyset index for the first and a later page', async () => {
    const page = await listMemories(large.a.client);
    const explain = await testApp.deps.pool.query(
      `explain select * from memories where couple_id = $1
         and (coalesce(memory_date, '-infinity'::date), created_at, id) < ($2::date, now(), gen_random_uuid())
       order by coalesce(memory_date, '-infinity'::date) desc, created_at desc, id desc limit 25`,
      [large.couple.id, page.body.items.at(-1)?.memoryDate],
    );
    const plan = explain.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/memories_couple_date_desc_idx/);
    expect(plan).not.toMatch(/Sort/);
  });
});
