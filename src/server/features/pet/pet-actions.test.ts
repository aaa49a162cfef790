import type { TPetActionResponse, TPetResponse } from '@shared/schemas/pet';
import { expectCoupleScoped } from '@test/authorization';
import { createCoupleFixture } from '@test/couple-fixtures';
import { createPetFixture } from '@test/pet-fixtures';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();

const sql = (text: string, values: unknown[] = []) => testApp.deps.pool.query(text, values);
const errorOf = (body: unknown) =>
  (body as { error: { code: string; message: string; params?: Record<string, number> } }).error;

/** A couple with a pet whose stats are set directly (as if cared for a moment ago). */
async function petWith(stats: Record<string, number> = {}) {
  const couple = await createCoupleFixture(testApp);
  const pet = await createPetFixture(couple.a);
  const columns = Object.keys(stats);
  if (columns.length > 0) {
    await sql(
      `update couple_pets set ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} where id = $1`,
      [pet.id, ...Object.values(stats)],
    );
  }
  return { ...couple, pet };
}

/** Moves every recorded time of the pet `seconds` into the past, as if that much time went by. */
async function travel(petId: string, seconds: number) {
  const shift = `make_interval(secs => ${seconds})`;
  await sql(
    `update couple_pets set created_at = created_at - ${shift},
       last_fed_at = last_fed_at - ${shift}, last_played_at = last_played_at - ${shift},
       last_pet_at = last_pet_at - ${shift}, last_sleep_at = last_sleep_at - ${shift}
     where id = $1`,
    [petId],
  );
  await sql(`update pet_interactions set created_at = created_at - ${shift} where pet_id = $1`, [
    petId,
  ]);
}

describe('POST /api/pet/actions/:action', () => {
  it('is couple-scoped: another couple acts on no pet of ours (404)', async () => {
    const { owner, seed } = await expectCoupleScoped(
      testApp,
      { method: 'POST', path: '/api/pet/actions/fed' },
      {
        outsider: 'not-found',
        requiresCouple: true,
        noCoupleMessage: 'pet.noCouple',
        setup: (couple) => createPetFixture(couple.a),
      },
    );
    const { rows } = await sql('select hunger, coins from couple_pets where id = $1', [seed.id]);
    expect(rows[0]).toEqual({ hunger: 50, coins: 0 });
    expect((await owner.a.client.get<TPetResponse>('/api/pet')).body.pet?.hunger).toBe(50);
  });

  it.each([
    ['fed', 'hunger'],
    ['played', 'happiness'],
    ['pet', 'affection'],
    ['sleep', 'energy'],
  ] as const)('%s adds 20 %s, 10 XP and 6 coins, and records it', async (action, stat) => {
    const { a, pet } = await petWith();
    const response = await a.client.post<TPetActionResponse>(`/api/pet/actions/${action}`);
    expect(response.status).toBe(200);
    expect(response.body.reward).toEqual({ experience: 10, coins: 6 });
    expect(response.body.pet).toMatchObject({ [stat]: 70, experience: 10, coins: 6, level: 1 });
    expect(response.body.pet.cooldowns[action]).toBe(30);

    const column = {
      fed: 'last_fed_at',
      played: 'last_played_at',
      pet: 'last_pet_at',
      sleep: 'last_sleep_at',
    }[action];
    const stored = await sql(
      `select ${stat}, ${column} as cared_at from couple_pets where id = $1`,
      [pet.id],
    );
    expect(stored.rows[0][stat]).toBe(70);
    expect(stored.rows[0].cared_at).toBeInstanceOf(Date);
    const interactions = await sql(
      'select user_id, interaction_type, coins_earned, experience_gained from pet_interactions where pet_id = $1',
      [pet.id],
    );
    expect(interactions.rows).toEqual([
      { user_id: a.user.id, interaction_type: action, coins_earned: 6, experience_gained: 10 },
    ]);
  });

  it('caps the stat at 100 but still rewards, and levels up at 100 XP', async () => {
    const { b } = await petWith({ happiness: 95, experience: 95 });
    const response = await b.client.post<TPetActionResponse>('/api/pet/actions/played');
    expect(response.body.pet).toMatchObject({ happiness: 100, experience: 105, level: 2 });
  });

  it('refuses an unknown action with a translated 400', async () => {
    const { a, pet } = await petWith();
    const response = await a.client.post('/api/pet/actions/bathe');
    expect(response.status).toBe(400);
    expect(errorOf(response.body).message).toBe('pet.actionInvalid');
    const { rows } = await sql(
      'select count(*)::int as n from pet_interactions where pet_id = $1',
      [pet.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('answers 404 before the couple has a pet', async () => {
    const { a } = await createCoupleFixture(testApp);
    const response = await a.client.post('/api/pet/actions/fed');
    expect(response.status).toBe(404);
    expect(errorOf(response.body).message).toBe('pet.notFound');
  });
});

describe('cooldown', () => {
  it('makes the same person wait 30 s for the same action, with the seconds left', async () => {
    const { a, pet } = await petWith();
    expect((await a.client.post('/api/pet/actions/fed')).status).toBe(200);
    await travel(pet.id, 12);
    const again = await a.client.post('/api/pet/actions/fed');
    expect(again.status).toBe(429);
    const { code, message, params = {} } = errorOf(again.body);
    const seconds = params.seconds ?? 0;
    expect({ code, message }).toEqual({ code: 'rate_limited', message: 'pet.cooldown' });
    // 30 - 12, less the real time the requests took on a busy machine.
    expect(seconds).toBeGreaterThanOrEqual(16);
    expect(seconds).toBeLessThanOrEqual(18);
    const seen = await a.client.get<TPetResponse>('/api/pet');
    expect(seen.body.pet).toMatchObject({ hunger: 70, coins: 6 });
    expect(seen.body.pet?.cooldowns.fed).toBeLessThanOrEqual(seconds);

    await travel(pet.id, 18);
    expect((await a.client.post('/api/pet/actions/fed')).status).toBe(200);
  });

  it('is per action type and per partner: the partners do not block each other', async () => {
    const { a, b } = await petWith();
    expect((await a.client.post('/api/pet/actions/fed')).status).toBe(200);
    expect((await a.client.post('/api/pet/actions/played')).status).toBe(200);
    const partner = await b.client.post<TPetActionResponse>('/api/pet/actions/fed');
    expect(partner.status).toBe(200);
    expect(partner.body.pet).toMatchObject({ hunger: 90, happiness: 70 });
    expect(partner.body.pet.cooldowns).toEqual({ fed: 30, played: 0, pet: 0, sleep: 0 });
  });

  it('lets a double click through only once', async () => {
    const { a, pet } = await petWith();
    const responses = await Promise.all([
      a.client.post('/api/pet/actions/sleep'),
      a.client.post('/api/pet/actions/sleep'),
      a.client.post('/api/pet/actions/sleep'),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 429, 429]);
    const { rows } = await sql('select energy, coins, experience from couple_pets where id = $1', [
      pet.id,
    ]);
    expect(rows[0]).toEqual({ energy: 70, coins: 6, experience: 10 });
  });
});

describe('two partners at the same moment', () => {
  it('both feedings count: +40', async () => {
    const { a, b, pet } = await petWith({ hunger: 50 });
    const responses = await Promise.all([
      a.client.post('/api/pet/actions/fed'),
      b.client.post('/api/pet/actions/fed'),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const { rows } = await sql('select hunger, coins, experience from couple_pets where id = $1', [
      pet.id,
    ]);
    expect(rows[0]).toEqual({ hunger: 90, coins: 12, experience: 20 });
  });

  it('both feedings count, capped at 100', async () => {
    const { a, b, pet } = await petWith({ hunger: 75 });
    const responses = await Promise.all([
      a.client.post('/api/pet/actions/fed'),
      b.client.post('/api/pet/actions/fed'),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const { rows } = await sql('select hunger, coins from couple_pets where id = $1', [pet.id]);
    expect(rows[0]).toEqual({ hunger: 100, coins: 12 });
  });
});

describe('drift over time', () => {
  it('lowers each stat 2 points an hour since it was cared for, and the mood follows', async () => {
    const { a, pet } = await petWith({ hunger: 90, energy: 90, affection: 90, happiness: 90 });
    await a.client.post('/api/pet/actions/fed');
    await travel(pet.id, 10 * 3600);
    const seen = await a.client.get<TPetResponse>('/api/pet');
    // Hunger was fed (100) 10 h ago; the others drift from the pet's birth, also 10 h ago.
    expect(seen.body.pet).toMatchObject({
      hunger: 80,
      energy: 70,
      affection: 70,
      happiness: 70,
      currentMood: 'happy',
    });
  });

  it('never lets the pet die: stats stop at 10 and it is very sad', async () => {
    const { a, pet } = await petWith({ hunger: 100, energy: 100, affection: 100, happiness: 100 });
    await travel(pet.id, 1000 * 3600);
    const seen = await a.client.get<TPetResponse>('/api/pet');
    expect(seen.body.pet).toMatchObject({
      hunger: 10,
      energy: 10,
      affection: 10,
      happiness: 10,
      currentMood: 'very_sad',
    });
  });

  it('cares from the drifted value and stores a mood that matches', async () => {
    const { b, pet } = await petWith({ hunger: 100, energy: 100, affection: 100, happiness: 100 });
    await travel(pet.id, 1000 * 3600);
    const response = await b.client.post<TPetActionResponse>('/api/pet/actions/fed');
    expect(response.body.pet).toMatchObject({ hunger: 30, energy: 10, currentMood: 'very_sad' });
    const { rows } = await sql('select hunger, current_mood from couple_pets where id = $1', [
      pet.id,
    ]);
    expect(rows[0]).toEqual({ hunger: 30, current_mood: 'very_sad' });
  });
});
