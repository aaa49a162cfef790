import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_RULES } from '@shared/image-rules';
import { createUserFixture } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { phoneJpeg, pngImage } from '@test/image-fixtures';
import { STORAGE_DRIVERS, setupStorageTestApp } from '@test/storage-drivers';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBlob, thumbnailPathFor } from './blob-store';
import { newImagePath, storeImage } from './image.service';
import { signBlobUrl } from './signed-url';

describe.each(STORAGE_DRIVERS)('on the %s', (driver) => {
  const testApp = setupStorageTestApp(driver);

  const storeMemory = (file: Blob | Buffer, owner: string) =>
    storeImage(testApp.deps, {
      ...IMAGE_RULES.memory,
      bucket: 'memories',
      path: newImagePath(owner, testApp.deps.clock.now()),
      file,
    });

  describe('signed reads', () => {
    let owner: Awaited<ReturnType<typeof createUserFixture>>;
    let other: Awaited<ReturnType<typeof createUserFixture>>;
    let path: string;
    beforeAll(async () => {
      owner = await createUserFixture(testApp);
      other = await createUserFixture(testApp, { fullName: 'Otra Persona' });
      path = await storeMemory(await phoneJpeg(), 'couple-2');
    });
    const sign = (now?: number) => testApp.deps.signer.sign('memories', path, owner.user.id, now);

    it('serves the image to the user it was issued to, privately cached, never sniffed', async () => {
      const response = await owner.client.raw(sign());
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-disposition')).toBe('inline');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-length')).toBe(String(bytes.length));
      expect((await sharp(bytes).metadata()).format).toBe('jpeg');
      expect(
        bytes.equals(
          (await readBlob(testApp.deps.blobs, 'memories', path))?.data ?? Buffer.alloc(0),
        ),
      ).toBe(true);
    });

    it('keeps the image and its thumbnail under <bucket>/<path>, in S3 or on the disk', async () => {
      const keys = [`memories/${path}`, `memories/${thumbnailPathFor(path)}`];
      if (testApp.s3) {
        expect(await testApp.s3.listKeys()).toEqual(expect.arrayContaining(keys));
        expect(testApp.hasLocalUploads()).toBe(false);
      } else {
        for (const key of keys)
          expect(existsSync(join(testApp.dataDir, 'uploads', key))).toBe(true);
      }
    });

    it('signs the image and its thumbnail together', async () => {
      const urls = signBlobUrl(testApp.deps.signer, 'memories', path, owner.user.id);
      expect(signBlobUrl(testApp.deps.signer, 'memories', null, owner.user.id)).toBeNull();
      const thumbnail = await owner.client.raw(urls?.thumbnailUrl ?? '');
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    });

    it('refuses an expired URL', async () => {
      // Signed 75 minutes and a second ago: past even the longest validity (an hour plus a window).
      const url = sign(testApp.deps.clock.now().getTime() - (75 * 60 + 1) * 1000);
      const response = await owner.client.get<{ error: { message: string } }>(url);
      expect(response.status).toBe(403);
      expect(response.body.error.message).toBe('errors.forbidden');
    });

    it('refuses any altered part: path, bucket, signature, expiry', async () => {
      const url = new URL(sign(), 'http://localhost');
      const expires = url.searchParams.get('expires') ?? '';
      const signature = url.searchParams.get('signature') ?? '';
      const otherPath = await storeMemory(await pngImage(), 'couple-2');
      const variants = [
        `/api/storage/memories/${otherPath}?expires=${expires}&signature=${signature}`,
        `/api/storage/date-plans/${path}?expires=${expires}&signature=${signature}`,
        `/api/storage/memories/${path}?expires=${expires}&signature=${signature.slice(0, -2)}AA`,
        `/api/storage/memories/${path}?expires=${Number(expires) + 60}&signature=${signature}`,
        `/api/storage/memories/${path}?expires=0${expires}&signature=${signature}`,
        `/api/storage/memories/${path}?signature=${signature}`,
        `/api/storage/memories/${path}?expires=${expires}`,
      ];
      for (const variant of variants) {
        expect((await owner.client.raw(variant)).status, variant).toBe(403);
      }
    });

    it("refuses another user's session: the URL is bound to whom it was issued", async () => {
      expect((await other.client.raw(sign())).status).toBe(403);
    });

    it('refuses a caller without a session', async () => {
      expect((await new TestClient(testApp).raw(sign())).status).toBe(401);
    });

    it('answers 404 for an unknown bucket or a signed path with no file', async () => {
      expect(
        (await owner.client.raw(`/api/storage/secrets/${path}?expires=1&signature=x`)).status,
      ).toBe(404);
      const missing = testApp.deps.signer.sign('memories', 'couple-2/none.jpg', owner.user.id);
      expect((await owner.client.raw(missing)).status).toBe(404);
    });
  });
});
