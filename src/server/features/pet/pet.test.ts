import { PET_DEFAULT_COLORS } from '@shared/domain/pet';
import type { TPet, TPetResponse } from '@shared/schemas/pet';
import { expectCoupleScoped } from '@test/authorization';
import { createCoupleFixture } from '@test/couple-fixtures';
import { createPetFixture } from '@test/pet-fixtures';
import { openRealtimeStream, serveTestApp } from '@test/sse-client';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();

const errorOf = (body: unknown) => (body as { error: { message: string } }).error.message;

describe('GET /api/pet', () => {
  it('is couple-scoped: another couple sees only its own (absent) pet', async () => {
    await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/pet' },
      {
        outsider: 'own-data',
        requiresCouple: true,
        noCoupleMessage: 'pet.noCouple',
        setup: (owner) => createPetFixture(owner.a, { petName: 'Secreto' }),
        secrets: (_owner, pet) => [pet.id, 'Secreto'],
      },
    ).then(({ response }) => expect(response.body).toEqual({ pet: null }));
  });

  it('shows the same pet to both partners, fresh at level 1', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    expect((await a.client.get<TPetResponse>('/api/pet')).body).toEqual({ pet: null });
    const created = await createPetFixture(a, { petType: 'cat', petName: ' Miso ' });
    const seen = await b.client.get<TPetResponse>('/api/pet');
    expect(seen.status).toBe(200);
    expect(seen.body.pet).toEqual({
      id: created.id,
      petType: 'cat',
      petName: 'Miso',
      petColor: PET_DEFAULT_COLORS.cat,
      hunger: 50,
      energy: 50,
      affection: 50,
      happiness: 50,
      experience: 0,
      level: 1,
      coins: 0,
      currentMood: 'neutral',
      cooldowns: { fed: 0, played: 0, pet: 0, sleep: 0 },
    } satisfies TPet);
  });
});

describe('POST /api/pet', () => {
  it('is couple-scoped: another couple creates its own pet, never touching this one', async () => {
    const { owner, response } = await expectCoupleScoped(
      testApp,
      { method: 'POST', path: '/api/pet', body: { petType: 'dog', petName: 'Otro' } },
      {
        outsider: 'own-data',
        requiresCouple: true,
        noCoupleMessage: 'pet.noCouple',
        setup: (couple) => createPetFixture(couple.a, { petName: 'Nuestro' }),
        secrets: (_owner, pet) => [pet.id, 'Nuestro'],
      },
    );
    expect(response.status).toBe(201);
    const mine = await owner.b.client.get<TPetResponse>('/api/pet');
    expect(mine.body.pet).toMatchObject({ petName: 'Nuestro', petType: 'dragon' });
  });

  it('keeps a chosen colour, upper-cased', async () => {
    const { a } = await createCoupleFixture(testApp);
    const pet = await createPetFixture(a, { petType: 'unicorn', petColor: '#ff88cc' });
    expect(pet.petColor).toBe('#FF88CC');
  });

  it.each([
    ['no type', { petName: 'Luna' }, 'pet.incomplete'],
    ['an unknown type', { petType: 'hamster', petName: 'Luna' }, 'pet.incomplete'],
    ['no name', { petType: 'dog' }, 'pet.incomplete'],
    ['a blank name', { petType: 'dog', petName: '   ' }, 'pet.incomplete'],
    ['a name over 20', { petType: 'dog', petName: 'x'.repeat(21) }, 'pet.nameTooLong'],
    ['a control character', { petType: 'dog', petName: 'Lu\u0000na' }, 'pet.nameInvalid'],
    ['an invisible name', { petType: 'dog', petName: '\u200b' }, 'pet.incomplete'],
    ['a name of joiners', { petType: 'dog', petName: ' \u200c\u200d ' }, 'pet.incomplete'],
    ['a bidi override', { petType: 'dog', petName: 'Lu\u202ena' }, 'pet.nameInvalid'],
    ['a C1 control', { petType: 'dog', petName: 'Luna\u0085' }, 'pet.nameInvalid'],
    ['a lone surrogate', { petType: 'dog', petName: 'Luna\ud83d' }, 'pet.nameInvalid'],
    ['a bad colour', { petType: 'dog', petName: 'Luna', petColor: 'red' }, 'pet.colorInvalid'],
    ['not an object', ['dog'], 'pet.incomplete'],
  ])('refuses %s with a translated 400 and creates nothing', async (_label, body, message) => {
    const { a } = await createCoupleFixture(testApp);
    const response = await a.client.post('/api/pet', body);
    expect(response.status).toBe(400);
    expect(errorOf(response.body)).toBe(message);
    expect((await a.client.get<TPetResponse>('/api/pet')).body.pet).toBeNull();
  });

  it('accepts a 20-character name', async () => {
    const { a } = await createCoupleFixture(testApp);
    const pet = await createPetFixture(a, { petName: 'ñ'.repeat(20) });
    expect(pet.petName).toBe('ñ'.repeat(20));
  });

  it('allows one pet per couple: the second create is a 409 and changes nothing', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    const first = await createPetFixture(a, { petName: 'Primero' });
    const second = await b.client.post('/api/pet', { petType: 'cat', petName: 'Segundo' });
    expect(second.status).toBe(409);
    expect(errorOf(second.body)).toBe('pet.alreadyExists');
    const seen = await a.client.get<TPetResponse>('/api/pet');
    expect(seen.body.pet).toMatchObject({ id: first.id, petName: 'Primero' });
  });

  it('lets only one of two partners creating at the same moment win', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    const responses = await Promise.all([
      a.client.post('/api/pet', { petType: 'cat', petName: 'De Ana' }),
      b.client.post('/api/pet', { petType: 'dog', petName: 'De Bruno' }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const { rows } = await testApp.deps.pool.query(
      'select count(*)::int as count from couple_pets where couple_id = (select couple_id from couple_pets where pet_name in ($1, $2) limit 1)',
      ['De Ana', 'De Bruno'],
    );
    expect(rows[0].count).toBe(1);
  });

  it('tells the partner live that the pet changed', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    const server = await serveTestApp(testApp);
    const stream = await openRealtimeStream(server.origin, b.client.cookieHeader);
    try {
      await stream.next((frame) => frame.event === 'ready');
      const pet = await createPetFixture(a);
      await stream.next(
        (frame) =>
          frame.event === 'invalidate' &&
          frame.data === JSON.stringify({ type: 'pet.changed', ids: [pet.id] }),
      );
      await a.client.post('/api/pet/actions/fed');
      await stream.next(
        (frame) =>
          frame.event === 'invalidate' &&
          frame.data === JSON.stringify({ type: 'pet.changed', ids: [pet.id] }),
      );
    } finally {
      await stream.close();
      await server.close();
    }
  });
});
