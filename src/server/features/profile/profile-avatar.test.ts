import { readdirSync } from 'node:fs';
import path from 'node:path';
import { thumbnailPathFor } from '@server/storage/blob-store';
import { coupleChannel } from '@shared/realtime-events';
import type { TProfile } from '@shared/schemas/profile';
import { createCoupleFixture } from '@test/couple-fixtures';
import { createUserFixture, personActorOf } from '@test/fixtures';
import { largePng, phoneJpeg, pngImage, uploadFile } from '@test/image-fixtures';
import { captureLog } from '@test/log-capture';
import {
  avatarOnDisk,
  avatarPathOf,
  depsWithFailingPublish,
  type ErrorResponse,
  nextProfileEvent,
  uploadAvatar,
} from '@test/profile-fixtures';
import { setupTestApp } from '@test/test-app';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replaceAvatar } from './profile.service';

const testApp = setupTestApp();
afterEach(() => {
  vi.restoreAllMocks();
});

const asFile = (bytes: Buffer) =>
  new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });
const filesOf = (userId: string) =>
  readdirSync(path.join(testApp.dataDir, 'uploads', 'avatars', userId)).sort();

describe('avatar', () => {
  it('stores a re-encoded avatar with a thumbnail and returns a URL signed for the caller', async () => {
    const { client, user } = await createUserFixture(testApp);
    const response = await uploadAvatar(client, await phoneJpeg(300, 200));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const stored = await avatarPathOf(testApp, user.id);
    expect(stored).toMatch(new RegExp(`^${user.id}/\\d{13}-[0-9a-f]{6}\\.jpg$`));
    expect(avatarOnDisk(testApp, thumbnailPathFor(stored ?? ''))).toBe(true);

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
    const first = await avatarPathOf(testApp, user.id);
    const response = await uploadAvatar(client, await pngImage(), 'new.png', 'image/png');
    expect(response.status).toBe(200);
    const second = await avatarPathOf(testApp, user.id);
    expect(second).toMatch(/\.png$/);
    expect(avatarOnDisk(testApp, second ?? '')).toBe(true);
    expect(avatarOnDisk(testApp, first ?? '')).toBe(false);
    expect(avatarOnDisk(testApp, thumbnailPathFor(first ?? ''))).toBe(false);
  });

  it('judges the file by its content: a PNG declared as text is accepted, text named .jpg is not', async () => {
    const { client, user } = await createUserFixture(testApp);
    const png = await uploadAvatar(client, await pngImage(), 'avatar.txt', 'text/plain');
    expect(png.status).toBe(200);
    const before = await avatarPathOf(testApp, user.id);

    const text = await uploadAvatar(client, Buffer.from('hola, no soy una foto'), 'fake.jpg');
    expect(text.status).toBe(400);
    expect(text.body.error.message).toBe('profile.updateError');
    expect(await avatarPathOf(testApp, user.id)).toBe(before);
  });

  it('refuses files over 2 MB with the profile error, at the route or at intake, never a 500', async () => {
    const { client } = await createUserFixture(testApp);
    for (const bytes of [2.5 * 1024 * 1024, 4 * 1024 * 1024]) {
      const response = await uploadAvatar(client, await largePng(bytes), 'big.png', 'image/png');
      expect(response.status, `${bytes} bytes`).toBe(413);
      expect(response.body.error.message).toBe('profile.updateError');
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
    expect(await response.json()).toMatchObject({ error: { message: 'profile.updateError' } });
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
    expect(wrongField.body.error.message).toBe('profile.updateError');
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
    const stored = await avatarPathOf(testApp, user.id);
    const response = await client.delete('/api/profile/avatar');
    expect(response.status).toBe(204);
    expect((await client.get<TProfile>('/api/profile')).body.avatarUrl).toBeNull();
    expect(await avatarPathOf(testApp, user.id)).toBeNull();
    expect(avatarOnDisk(testApp, stored ?? '')).toBe(false);
    // Without an avatar, deleting it again is still done.
    expect((await client.delete('/api/profile/avatar')).status).toBe(204);
  });

  it('lets the partner see an avatar through a URL signed for the partner, and only that one', async () => {
    const { a, b, couple } = await createCoupleFixture(testApp);
    const onCouple = nextProfileEvent(testApp, coupleChannel(couple.id));
    const own = await uploadAvatar(a.client, await pngImage());
    expect(await onCouple).toEqual({ type: 'profiles.updated', ids: [a.user.id] });

    // A's own URL is bound to A: useless in B's hands.
    expect((await b.client.raw(own.body.avatarUrl ?? '')).status).toBe(403);
    // What the dashboard does for B: sign A's avatar path for B.
    const forPartner = testApp.deps.signer.sign(
      'avatars',
      (await avatarPathOf(testApp, a.user.id)) ?? '',
      b.user.id,
    );
    expect((await b.client.raw(forPartner)).status).toBe(200);
  });
});

describe('avatar failures', () => {
  it('answers the upload error when the storage fails, and keeps the old avatar', async () => {
    const { client, user } = await createUserFixture(testApp);
    await uploadAvatar(client, await phoneJpeg());
    const before = await avatarPathOf(testApp, user.id);
    vi.spyOn(testApp.deps.blobs, 'put').mockRejectedValueOnce(new Error('disk full'));
    const response = await uploadAvatar(client, await pngImage(), 'new.png', 'image/png');
    expect(response.status).toBe(500);
    expect((response.body as ErrorResponse).error).toMatchObject({
      code: 'upload_failed',
      message: 'profile.updateError',
    });
    expect(await avatarPathOf(testApp, user.id)).toBe(before);
  });

  it('keeps the old avatar when the swap fails, and removes the new file', async () => {
    const { client, user } = await createUserFixture(testApp);
    await uploadAvatar(client, await phoneJpeg());
    const before = await avatarPathOf(testApp, user.id);
    const files = filesOf(user.id);

    await expect(
      replaceAvatar(depsWithFailingPublish(testApp), personActorOf(user), asFile(await pngImage())),
    ).rejects.toThrow('bus down');
    expect(await avatarPathOf(testApp, user.id)).toBe(before);
    expect(filesOf(user.id)).toEqual(files);
  });

  it('answers with the new avatar when the old file cannot be removed, and logs it', async () => {
    const { client, user } = await createUserFixture(testApp);
    await uploadAvatar(client, await phoneJpeg());
    const old = (await avatarPathOf(testApp, user.id)) ?? '';
    const { log, lines } = captureLog();
    const blobs = {
      ...testApp.deps.blobs,
      delete: () => Promise.reject(new Error('disk says no')),
    };

    const profile = await replaceAvatar(
      { ...testApp.deps, blobs, log },
      personActorOf(user),
      asFile(await pngImage()),
    );
    const current = await avatarPathOf(testApp, user.id);
    expect(current).toMatch(/\.png$/);
    expect(profile.avatarUrl).toContain(current);
    expect(avatarOnDisk(testApp, old)).toBe(true);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'storage: could not remove a replaced image',
        bucket: 'avatars',
        path: old,
        err: expect.objectContaining({ message: 'disk says no' }),
      }),
    );
  });
});
