import { randomBytes } from 'node:crypto';
import { IMAGE_RULES } from '@shared/image-rules';
import { hugePng, largePng, phoneJpeg, pngImage, solidImage } from '@test/image-fixtures';
import { STORAGE_DRIVERS, setupStorageTestApp } from '@test/storage-drivers';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { largeThumbnailPathFor, readBlob, thumbnailPathFor } from './blob-store';
import { newImagePath, storeImage } from './image.service';

describe.each(STORAGE_DRIVERS)('on the %s', (driver) => {
  const testApp = setupStorageTestApp(driver);

  const storeMemory = (file: Blob | Buffer, owner = 'couple-1') =>
    storeImage(testApp.deps, {
      ...IMAGE_RULES.memory,
      bucket: 'memories',
      path: newImagePath(owner, testApp.deps.clock.now()),
      file,
    });

  async function readStored(path: string) {
    const blob = await readBlob(testApp.deps.blobs, 'memories', path);
    if (!blob) throw new Error(`not stored: ${path}`);
    return { ...blob, metadata: await sharp(blob.data).metadata() };
  }

  describe('image intake', () => {
    it('applies the EXIF orientation, drops every metadata block and makes a small thumbnail', async () => {
      const path = await storeMemory(await phoneJpeg(300, 200));
      expect(path).toMatch(/^couple-1\/\d{13}-[0-9a-f]{6}\.jpg$/);

      const stored = await readStored(path);
      expect(stored.contentType).toBe('image/jpeg');
      expect(stored.metadata).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
      expect(stored.metadata.exif).toBeUndefined();
      expect(stored.metadata.orientation).toBeUndefined();
      expect(stored.data.includes('TestCam')).toBe(false);

      const thumbnail = await readStored(thumbnailPathFor(path));
      expect(thumbnail.contentType).toBe('image/webp');
      expect(thumbnail.metadata).toMatchObject({ format: 'webp', width: 200, height: 300 });
      expect(thumbnail.metadata.exif).toBeUndefined();
    });

    it('caps the long side of the image and the width of the thumbnail', async () => {
      const path = await storeMemory(await solidImage(3000, 1500).jpeg().toBuffer());
      expect((await readStored(path)).metadata).toMatchObject({ width: 2560, height: 1280 });
      const thumbnail = await readStored(thumbnailPathFor(path));
      expect(thumbnail.metadata).toMatchObject({ width: 400, height: 200 });
      expect(thumbnail.data.length).toBeLessThan(20_000);
      const large = await readStored(largeThumbnailPathFor(path));
      expect(large.contentType).toBe('image/webp');
      expect(large.metadata).toMatchObject({ format: 'webp', width: 800, height: 400 });
    });

    it('makes the thumbnail of a large sideways photo upright and small', async () => {
      // Smooth detail, like a photo, so the sizes mean something: a solid colour compresses to
      // nothing. About 1 MB of 12 megapixels.
      const photo = await sharp(randomBytes(80 * 60 * 3), {
        raw: { width: 80, height: 60, channels: 3 },
      })
        .resize(4000, 3000)
        .jpeg({ quality: 85 })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const path = await storeMemory(photo);
      expect((await readStored(path)).metadata).toMatchObject({ width: 1920, height: 2560 });
      const thumbnail = await readStored(thumbnailPathFor(path));
      // Made from the upright output: rotated once, not twice, and without metadata.
      expect(thumbnail.metadata).toMatchObject({ format: 'webp', width: 400, height: 533 });
      expect(thumbnail.metadata.orientation).toBeUndefined();
      expect(thumbnail.data.length).toBeLessThan(80_000);
    });

    it('stores several uploads made at the same moment', async () => {
      const files = await Promise.all([1, 2, 3, 4, 5].map((n) => pngImage(100 + n, 80)));
      const paths = await Promise.all(files.map((file) => storeMemory(file)));
      expect(new Set(paths).size).toBe(5);
      for (const [index, path] of paths.entries()) {
        expect((await readStored(thumbnailPathFor(path))).metadata.width).toBe(101 + index);
      }
    });

    it('refuses more pixels for an avatar than for a photo', async () => {
      // 14 megapixels, a few kilobytes: within both byte limits.
      const file = await solidImage(4000, 3500).png({ compressionLevel: 9 }).toBuffer();
      expect(file.length).toBeLessThan(IMAGE_RULES.avatar.maxBytes);
      await expect(
        storeImage(testApp.deps, {
          ...IMAGE_RULES.avatar,
          bucket: 'avatars',
          path: newImagePath('user-1', testApp.deps.clock.now()),
          file,
        }),
      ).rejects.toMatchObject({ status: 400, message: 'profile.updateError' });
      expect(await storeMemory(file)).toMatch(/\.png$/);
    });

    it.each([
      ['png', () => pngImage(), 'png', 'image/png'],
      ['webp', () => solidImage(40, 30).webp().toBuffer(), 'webp', 'image/webp'],
      ['gif', () => solidImage(40, 30).gif().toBuffer(), 'webp', 'image/webp'],
      ['avif', () => solidImage(40, 30).avif().toBuffer(), 'webp', 'image/webp'],
    ])('accepts %s, stored as %s', async (_kind, make, extension, contentType) => {
      const path = await storeMemory(await make());
      expect(path.endsWith(`.${extension}`)).toBe(true);
      const stored = await readStored(path);
      expect(stored.contentType).toBe(contentType);
      expect(stored.metadata.format).toBe(extension);
    });

    it('trusts the content, not the name or the declared type', async () => {
      const png = new File([new Uint8Array(await pngImage())], 'notes.txt', { type: 'text/plain' });
      expect(await storeMemory(png)).toMatch(/\.png$/);
      const text = new File(['just some text, not a photo'], 'photo.jpg', { type: 'image/jpeg' });
      await expect(storeMemory(text)).rejects.toMatchObject({
        status: 400,
        message: 'memories.imageOnly',
      });
    });

    it.each([
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>')],
      ['a TIFF', async () => solidImage(10, 10).tiff().toBuffer()],
      ['a truncated JPEG', async () => (await phoneJpeg(600, 400)).subarray(0, 400)],
      ['an empty file', Buffer.alloc(0)],
    ])('refuses %s as not an image', async (_name, make) => {
      const file = typeof make === 'function' ? await make() : make;
      await expect(storeMemory(file)).rejects.toMatchObject({
        status: 400,
        message: 'memories.imageOnly',
      });
    });

    it('refuses a file over the byte limit with 413 before decoding it', async () => {
      const file = await largePng(IMAGE_RULES.memory.maxBytes + 1);
      await expect(storeMemory(file)).rejects.toMatchObject({
        status: 413,
        message: 'memories.imageTooLarge',
      });
    });

    it('calls a 900-megapixel PNG too large, not "only images"', async () => {
      const huge = hugePng(30_000, 30_000);
      expect(huge.length).toBeLessThan(IMAGE_RULES.memory.maxBytes);
      await expect(storeMemory(huge)).rejects.toMatchObject({
        status: 400,
        message: 'memories.imageTooLarge',
      });
    });

    it('refuses a decompression bomb: a small file with too many pixels', async () => {
      const bomb = await solidImage(10_000, 10_000).png({ compressionLevel: 9 }).toBuffer();
      expect(bomb.length).toBeLessThan(IMAGE_RULES.memory.maxBytes);
      await expect(storeMemory(bomb)).rejects.toMatchObject({
        status: 400,
        message: 'memories.imageTooLarge',
      });
    });
  });
});
