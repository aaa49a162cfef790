import { coupleChannel, userChannel } from '@shared/realtime-events';
import type { TProfile } from '@shared/schemas/profile';
import { createCoupleFixture, createPendingCoupleFixture } from '@test/couple-fixtures';
import { createUserFixture, personActorOf } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { largePng, pngImage, uploadFile } from '@test/image-fixtures';
import {
  depsWithFailingPublish,
  type ErrorResponse,
  nextProfileEvent,
  profileNameOf,
  uploadAvatar,
} from '@test/profile-fixtures';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';
import { createProfileIfMissing } from './profile.repository';
import { updateProfile } from './profile.service';

const testApp = setupTestApp();

describe('profile', () => {
  it('answers 401 on every route without a session', async () => {
    const anonymous = new TestClient(testApp);
    expect((await anonymous.get('/api/profile')).status).toBe(401);
    expect((await anonymous.patch('/api/profile', { fullName: 'X' })).status).toBe(401);
    expect((await uploadAvatar(anonymous, await pngImage())).status).toBe(401);
    expect((await anonymous.delete('/api/profile/avatar')).status).toBe(401);
  });

  it('returns the caller’s profile with the email of their account', async () => {
    const { client, user, email } = await createUserFixture(testApp, { fullName: 'Lucía Pérez' });
    const response = await client.get<TProfile>('/api/profile');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: user.id, fullName: 'Lucía Pérez', email, avatarUrl: null });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('updates the trimmed full name, in the profile and in the auth user', async () => {
    const { client, user } = await createUserFixture(testApp);
    const response = await client.patch<TProfile>('/api/profile', { fullName: '  Ana María  ' });
    expect(response.status).toBe(200);
    expect(response.body.fullName).toBe('Ana María');
    expect((await client.get<TProfile>('/api/profile')).body.fullName).toBe('Ana María');
    const row = await testApp.deps.pool.query('select name from users where id = $1', [user.id]);
    expect(row.rows[0]?.name).toBe('Ana María');
    const longest = 'n'.repeat(100);
    expect(
      (await client.patch<TProfile>('/api/profile', { fullName: longest })).body.fullName,
    ).toBe(longest);
  });

  it.each([
    [{ fullName: '' }, 'profile.nameRequired'],
    [{ fullName: '    ' }, 'profile.nameRequired'],
    [{}, 'profile.nameRequired'],
    [{ fullName: 42 }, 'profile.nameRequired'],
    [{ fullName: 'n'.repeat(101) }, 'profile.nameTooLong'],
  ])('refuses %j with %s', async (input, message) => {
    const { client } = await createUserFixture(testApp);
    const response = await client.patch<ErrorResponse>('/api/profile', input);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
  });

  it('keeps the 1 MB limit on JSON routes, whatever the content type', async () => {
    const { client } = await createUserFixture(testApp);
    const json = await client.patch<ErrorResponse>('/api/profile', {
      fullName: 'x'.repeat(1024 * 1024),
    });
    expect(json.status).toBe(413);
    expect(json.body.error.message).toBe('errors.payloadTooLarge');
    const multipart = await uploadFile<ErrorResponse>(
      client,
      '/api/profile',
      await largePng(1_500_000),
      {
        method: 'PATCH',
      },
    );
    expect(multipart.status).toBe(413);
  });

  it('tells the user’s tabs and the partner when the profile changes', async () => {
    const { a, couple } = await createCoupleFixture(testApp);
    const onUser = nextProfileEvent(testApp, userChannel(a.user.id));
    const onCouple = nextProfileEvent(testApp, coupleChannel(couple.id));
    expect((await a.client.patch('/api/profile', { fullName: 'Ana Nueva' })).status).toBe(200);
    expect(await onUser).toEqual({ type: 'profiles.updated', ids: [a.user.id] });
    expect(await onCouple).toEqual({ type: 'profiles.updated', ids: [a.user.id] });
  });
});

describe('profile rows and events', () => {
  it('tells the partner of a pending couple too', async () => {
    const { a, couple } = await createPendingCoupleFixture(testApp);
    const onCouple = nextProfileEvent(testApp, coupleChannel(couple.id));
    expect((await a.client.patch('/api/profile', { fullName: 'Ana Pendiente' })).status).toBe(200);
    expect(await onCouple).toEqual({ type: 'profiles.updated', ids: [a.user.id] });
  });

  it('publishes inside the update: a failed announcement leaves both names as they were', async () => {
    const { user } = await createUserFixture(testApp, { fullName: 'Nombre Viejo' });
    await expect(
      updateProfile(depsWithFailingPublish(testApp), personActorOf(user), {
        fullName: 'Nombre Nuevo',
      }),
    ).rejects.toThrow('bus down');
    expect(await profileNameOf(testApp, user.id)).toBe('Nombre Viejo');
    const row = await testApp.deps.pool.query('select name from users where id = $1', [user.id]);
    expect(row.rows[0]?.name).toBe('Nombre Viejo');
  });

  it('creates a missing profile with a trimmed name of at most 100 characters, never twice', async () => {
    const { user } = await createUserFixture(testApp);
    await testApp.deps.pool.query('delete from profiles where id = $1', [user.id]);
    // 120 emoji are 240 UTF-16 units: cut by characters, as varchar(100) counts, none split.
    await createProfileIfMissing(testApp.deps.db, user.id, `  ${'😀'.repeat(120)}  `);
    expect(await profileNameOf(testApp, user.id)).toBe('😀'.repeat(100));
    await createProfileIfMissing(testApp.deps.db, user.id, 'Otro Nombre');
    expect(await profileNameOf(testApp, user.id)).toBe('😀'.repeat(100));
  });

  it('recreates a missing profile on the first write', async () => {
    const named = await createUserFixture(testApp);
    await testApp.deps.pool.query('delete from profiles where id = $1', [named.user.id]);
    expect((await named.client.patch('/api/profile', { fullName: 'Ana Otra' })).status).toBe(200);
    expect(await profileNameOf(testApp, named.user.id)).toBe('Ana Otra');

    const pictured = await createUserFixture(testApp, { fullName: 'Bea Foto' });
    await testApp.deps.pool.query('delete from profiles where id = $1', [pictured.user.id]);
    expect((await uploadAvatar(pictured.client, await pngImage())).status).toBe(200);
    expect(await profileNameOf(testApp, pictured.user.id)).toBe('Bea Foto');
  });
});
