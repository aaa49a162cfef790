import { thumbnailPathFor } from '@server/storage/blob-store';
import { coupleChannel } from '@shared/realtime-events';
import { expectCoupleScoped } from '@test/authorization';
import { createCoupleFixture } from '@test/couple-fixtures';
import {
  listPhotos,
  nextDatePlansEvent,
  photoOnDisk,
  photoPathsOf,
  planOf,
  uploadPhotos,
} from '@test/date-plan-fixtures';
import { createUserFixture } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { largePng, phoneJpeg, pngImage } from '@test/image-fixtures';
import { setupTestApp } from '@test/test-app';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';

const testApp = setupTestApp();

const png = async () => ({ bytes: await pngImage() });

describe('date plan photos', () => {
  it('stores several photos at once, re-encoded with thumbnails, signed for each viewer', async () => {
    const { a, b, couple } = await createCoupleFixture(testApp);
    const event = nextDatePlansEvent(testApp, coupleChannel(couple.id));
    const uploaded = await uploadPhotos(a.client, 30, [
      { bytes: await phoneJpeg(300, 200), name: 'a.jpg', type: 'image/jpeg' },
      await png(),
      await png(),
    ]);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body.photos).toHaveLength(3);
    await event;

    const paths = await photoPathsOf(testApp, couple.id, 30);
    expect(paths).toHaveLength(3);
    for (const path of paths) {
      expect(path).toMatch(new RegExp(`^${a.user.id}/\\d{13}-[0-9a-f]{6}\\.(jpg|png)$`));
      expect(photoOnDisk(testApp, path)).toBe(true);
      expect(photoOnDisk(testApp, thumbnailPathFor(path))).toBe(true);
    }

    // The partner sees the same photos, with URLs of their own; A's URLs do not work for B.
    const seenByB = await listPhotos(b.client, 30);
    expect(seenByB.body.photos.map((photo) => photo.id)).toEqual(
      uploaded.body.photos.map((photo) => photo.id),
    );
    const [first] = seenByB.body.photos;
    const image = await b.client.raw(first?.url ?? '');
    expect(image.status).toBe(200);
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect((await b.client.raw(first?.thumbnailUrl ?? '')).status).toBe(200);
    expect((await b.client.raw(uploaded.body.photos[0]?.url ?? '')).status).not.toBe(200);
    expect((await planOf(b.client, 30)).photoCount).toBe(3);
  });

  it('answers the upload error when the storage fails, and keeps none of the photos', async () => {
    const { a, couple } = await createCoupleFixture(testApp);
    // The first file written fails: the other photo, stored meanwhile, is removed too.
    const put = vi.spyOn(testApp.deps.blobs, 'put').mockRejectedValueOnce(new Error('disk full'));
    try {
      const response = await uploadPhotos(a.client, 12, [await png(), await png()]);
      expect(response.status).toBe(500);
      expect(response.body).toMatchObject({
        error: { code: 'upload_failed', message: 'datePlans.photosError' },
      });
    } finally {
      put.mockRestore();
    }
    expect(await photoPathsOf(testApp, couple.id, 12)).toEqual([]);
    expect((await planOf(a.client, 12)).photoCount).toBe(0);
  });

  it('stores none when one of the files is not an image, and says so', async () => {
    const { a, couple } = await createCoupleFixture(testApp);
    const response = await uploadPhotos(a.client, 31, [
      await png(),
      { bytes: Buffer.from('no soy una foto'), name: 'fake.jpg', type: 'image/jpeg' },
    ]);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('datePlans.photoOnly');
    expect(await photoPathsOf(testApp, couple.id, 31)).toEqual([]);
  });

  it('refuses an empty upload, too many files at once and files over 5 MB', async () => {
    const { a, couple } = await createCoupleFixture(testApp);
    const empty = await a.client.raw('/api/date-plans/32/photos', {
      method: 'POST',
      body: new FormData(),
    });
    expect(empty.status).toBe(400);

    const seven = await uploadPhotos(
      a.client,
      32,
      await Promise.all(Array.from({ length: 7 }, png)),
    );
    expect(seven.status).toBe(400);
    expect(seven.body.error).toMatchObject({
      message: 'datePlans.tooManyPhotosAtOnce',
      params: { max: 6 },
    });

    const large = await uploadPhotos(a.client, 32, [{ bytes: await largePng(5.5 * 1024 * 1024) }]);
    expect(large.status).toBe(413);
    expect(large.body.error.message).toBe('datePlans.photoTooLarge');
    expect(await photoPathsOf(testApp, couple.id, 32)).toEqual([]);
  });

  it('keeps at most 30 photos per plan and removes the files of a refused upload', async () => {
    const { a, couple } = await createCoupleFixture(testApp);
    await uploadPhotos(a.client, 33, [await png()]);
    await testApp.deps.pool.query(
      `insert into couple_date_photos (completion_id, photo_url)
       select p.completion_id, 'seed/' || g || '.png' from couple_date_photos p, generate_series(1, 28) g
        where p.photo_url = $1`,
      [(await photoPathsOf(testApp, couple.id, 33))[0]],
    );
    const refused = await uploadPhotos(a.client, 33, [await png(), await png()]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      message: 'datePlans.tooManyPhotos',
      params: { max: 30 },
    });
    expect(await photoPathsOf(testApp, couple.id, 33)).toHaveLength(29);
    const accepted = await uploadPhotos(a.client, 33, [await png()]);
    expect(accepted.status).toBe(201);
    expect(accepted.body.photos).toHaveLength(30);
  });

  it('deletes a photo, then its file and thumbnail; a second delete is a 404', async () => {
    const { a, b, couple } = await createCoupleFixture(testApp);
    const uploaded = await uploadPhotos(a.client, 34, [await png(), await png()]);
    const [gone, kept] = uploaded.body.photos;
    const [gonePath] = await photoPathsOf(testApp, couple.id, 34);
    const event = nextDatePlansEvent(testApp, coupleChannel(couple.id));
    const deleted = await b.client.request('DELETE', `/api/date-plans/photos/${gone?.id}`);
    expect(deleted.status).toBe(204);
    await event;
    expect(photoOnDisk(testApp, gonePath ?? '')).toBe(false);
    expect(photoOnDisk(testApp, thumbnailPathFor(gonePath ?? ''))).toBe(false);
    expect((await listPhotos(a.client, 34)).body.photos.map((photo) => photo.id)).toEqual([
      kept?.id,
    ]);
    expect((await b.client.request('DELETE', `/api/date-plans/photos/${gone?.id}`)).status).toBe(
      404,
    );
    const malformed = await b.client.request<{ error: { message: string } }>(
      'DELETE',
      '/api/date-plans/photos/not-a-uuid',
    );
    expect(malformed.status).toBe(404);
    expect(malformed.body.error.message).toBe('datePlans.notFound');
  });

  it("never deletes another couple's photo", async () => {
    const { owner, seed } = await expectCoupleScoped(
      testApp,
      (_owner, photoId: string) => ({
        method: 'DELETE',
        path: `/api/date-plans/photos/${photoId}`,
      }),
      {
        setup: async (owner) => {
          const uploaded = await uploadPhotos(owner.a.client, 35, [await png()]);
          return uploaded.body.photos[0]?.id ?? '';
        },
        outsider: 'not-found',
        requiresCouple: true,
      },
    );
    const paths = await photoPathsOf(testApp, owner.couple.id, 35);
    expect((await listPhotos(owner.b.client, 35)).body.photos.map((photo) => photo.id)).toEqual([
      seed,
    ]);
    expect(photoOnDisk(testApp, paths[0] ?? '')).toBe(true);
  });

  it("uploads only into the caller's own couple", async () => {
    const file = new Blob([new Uint8Array(await pngImage())], { type: 'image/png' });
    const { owner } = await expectCoupleScoped(
      testApp,
      { method: 'POST', path: '/api/date-plans/34/photos', form: { file } },
      { outsider: 'own-data', requiresCouple: true },
    );
    expect((await listPhotos(owner.a.client, 34)).body.photos).toEqual([]);
  });

  it("lists only the couple's own photos", async () => {
    await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/date-plans/36/photos' },
      {
        setup: async (owner) => {
          await uploadPhotos(owner.a.client, 36, [await png()]);
        },
        outsider: 'own-data',
        requiresCouple: true,
        secrets: () => ['date-plans/'],
      },
    );
  });

  it('uploads only for a signed-in partner of an active couple, into their own couple', async () => {
    const owner = await createCoupleFixture(testApp);
    const outsider = await createCoupleFixture(testApp);
    const single = await createUserFixture(testApp);
    expect((await uploadPhotos(new TestClient(testApp), 37, [await png()])).status).toBe(401);
    const withoutCouple = await uploadPhotos(single.client, 37, [await png()]);
    expect(withoutCouple.status).toBe(403);
    expect(withoutCouple.body.error.message).toBe('couple.required');

    expect((await uploadPhotos(outsider.a.client, 37, [await png()])).status).toBe(201);
    expect(await photoPathsOf(testApp, owner.couple.id, 37)).toEqual([]);
    expect((await listPhotos(owner.a.client, 37)).body.photos).toEqual([]);
    expect(await photoPathsOf(testApp, outsider.couple.id, 37)).toHaveLength(1);
  });
});
