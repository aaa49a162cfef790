import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoupleFixture } from '../../../../test/couple-fixtures';
import { createUserFixture } from '../../../../test/fixtures';
import { TestClient } from '../../../../test/http-client';
import { largePng, phoneJpeg, pngImage, uploadFile } from '../../../../test/image-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { coupleChannel, type TRealtimeEvent, userChannel } from '../../../shared/realtime-events';
import type { TProfile } from '../../../shared/schemas/profile';
import { thumbnailPathFor } from '../../storage/blob-store';

type ErrorResponse = { error: { message: string } };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const uploadAvatar = (client: TestClient, bytes: Buffer, name = 'me.jpg', type = 'image/jpeg') =>
  uploadFile<TProfile & ErrorResponse>(client, '/api/profile/avatar', bytes, {
    method: 'PUT',
    name,
    type,
  });

async function avatarPathOf(userId: string): Promise<string | null> {
  const result = await testApp.deps.pool.query('select avatar_url from profiles where id = $1', [
    userId,
  ]);
  return result.rows[0]?.avatar_url ?? null;
}

const onDisk = (blobPath: string) =>
  existsSync(path.join(testApp.dataDir, 'uploads', 'avatars', blobPath));

/** Resolves with the next profiles.updated event on a channel (other events are ignored). */
function nextProfileEvent(channel: string): Promise<TRealtimeEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`no profiles.updated on ${channel}`));
    }, 5000);
    const unsubscribe = testApp.deps.bus.subscribe([channel], (event) => {
      if (event.type !== 'profiles.updated') return;
      clearTimeout(timer);
      unsubscribe();
      resolve(event);
    });
  });
}

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
    const onUser = nextProfileEvent(userChannel(a.user.id));
    const onCouple = nextProfileEvent(coupleChannel(couple.id));
    expect((await a.client.patch('/api/profile', { fullName: 'Ana Nueva' })).status).toBe(200);
    expect(await onUser).toEqual({ type: 'profiles.updated', ids: [a.user.id] });
    expect(await onCouple).toEqual({ type: 'profiles.updated', ids: [a.user.id] });
  });
});

describe('avatar', () => {
  it('stores a re-encoded avatar with a thumbnail and returns a URL signed for the caller', async () => {
    const { client, user } = await createUserFixture(testApp);
    const response = await uploadAvatar(client, await phoneJpeg(300, 200));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const stored = await avatarPathOf(user.id);
    expect(stored).toMatch(new RegExp(`^${user.id}/\\d{13}-[0-9a-f]{6}\\.jpg$`));
    expect(onDisk(thumbnailPathFor(stored ?? ''))).toBe(true);

    const image = await client.raw(response.body.avatarUrl ?? '');
    expect(image.status).toBe(200);
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect((await client.get<TProfile>('/api/profile')).body.avatarUrl).toContain(stored);
  });

  it('replaces the avatar and removes the old file and its thumbnail from disk', async () => {
    const { client, user } = await createUserFixture(testApp);
    await uploadAvatar(client, await phoneJpeg());
    const first = await avatarPathOf(user.id);
    const response = await uploadAvatar(client, await pngImage(), 'new.png', 'image/png');
    expect(response.status).toBe(200);
    const second = await avatarPathOf(user.id);
    expect(second).toMatch(/\.png$/);
    expect(onDisk(second ?? '')).toBe(true);
    expect(onDisk(first ?? '')).toBe(false);
    expect(onDisk(thumbnailPathFor(first ?? ''))).toBe(false);
  });

  it('judges the file by its content: a PNG declared as text is accepted, text named .jpg is not', async () => {
    const { client, user } = await createUserFixture(testApp);
    const png = await uploadAvatar(client, await pngImage(), 'avatar.txt', 'text/plain');
    expect(png.status).toBe(200);
    const before = await avatarPathOf(user.id);

    const text = await uploadAvatar(client, Buffer.from('hola, no soy una foto'), 'fake.jpg');
    expect(text.status).toBe(400);
    expect(text.body.error.message).toBe('profile.error');
    expect(await avatarPathOf(user.id)).toBe(before);
  });

  it('refuses files over 2 MB with the profile error, at the route or at intake, never a 500', async () => {
    const { client } = await createUserFixture(testApp);
    for (const bytes of [2.5 * 1024 * 1024, 4 * 1024 * 1024]) {
      const response = await uploadAvatar(client, await largePng(bytes), 'big.png', 'image/png');
      expect(response.status, `${bytes} bytes`).toBe(413);
      expect(response.body.error.message).toBe('profile.error');
    }
  });

  it('stops reading an oversized upload at the route’s limit', async () => {
    const { client } = await createUserFixture(testApp);
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 50 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    // A streamed body has no Content-Length: the limit must count what it reads.
    const init: RequestInit & { duplex: 'half' } = {
      method: 'PUT',
      body,
      duplex: 'half',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    };
    const response = await client.raw('/api/profile/avatar', init);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { message: 'profile.error' } });
    expect(sent).toBeLessThan(4 * 1024 * 1024);
  });

  it('refuses a request without a file', async () => {
    const { client } = await createUserFixture(testApp);
    const wrongField = await uploadFile<ErrorResponse>(
      client,
      '/api/profile/avatar',
      await pngImage(),
      {
        method: 'PUT',
        field: 'photo',
      },
    );
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error.message).toBe('profile.error');
    const json = await client.put<ErrorResponse>('/api/profile/avatar', { file: 'x' });
    expect(json.status).toBe(400);
    const malformed = await client.raw('/api/profile/avatar', {
      method: 'PUT',
      body: '--x\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(malformed.status).toBe(400);
  });

  it('removes the avatar, from the profile and from disk', async () => {
    const { client, user } = await createUserFixture(testApp);
    await uploadAvatar(client, await pngImage());
    const stored = await avatarPathOf(user.id);
    const response = await client.delete<TProfile>('/api/profile/avatar');
    expect(response.status).toBe(200);
    expect(response.body.avatarUrl).toBeNull();
    expect(await avatarPathOf(user.id)).toBeNull();
    expect(onDisk(stored ?? '')).toBe(false);
    expect((await client.delete<TProfile>('/api/profile/avatar')).status).toBe(200);
  });

  it('lets the partner see an avatar through a URL signed for the partner, and only that one', async () => {
    const { a, b, couple } = await createCoupleFixture(testApp);
    const onCouple = nextProfileEvent(coupleChannel(couple.id));
    const own = await uploadAvatar(a.client, await pngImage());
    expect(await onCouple).toEqual({ type: 'profiles.updated', ids: [a.user.id] });

    // A's own URL is bound to A: useless in B's hands.
    expect((await b.client.raw(own.body.avatarUrl ?? '')).status).toBe(403);
    // What the dashboard does for B: sign A's avatar path for B.
    const forPartner = testApp.deps.signer.sign(
      'avatars',
      (await avatarPathOf(a.user.id)) ?? '',
      b.user.id,
    );
    expect((await b.client.raw(forPartner)).status).toBe(200);
  });
});
