import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserFixture } from '../../../test/fixtures';
import { TestClient } from '../../../test/http-client';
import { largePng, phoneJpeg, pngImage, solidImage } from '../../../test/image-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { thumbnailPathFor } from './blob-store';
import { newImagePath, storeImage } from './image.service';
import { IMAGE_RULES } from './image-rules';
import { signBlobUrl } from './signed-url';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const storeMemory = (file: Blob | Buffer, owner = 'couple-1') =>
  storeImage(testApp.deps, {
    ...IMAGE_RULES.memory,
    bucket: 'memories',
    path: newImagePath(owner),
    file,
  });

async function readStored(path: string) {
  const blob = await testApp.deps.blobs.get('memories', path);
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

  it('refuses a decompression bomb: a small file with too many pixels', async () => {
    const bomb = await solidImage(10_000, 10_000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(IMAGE_RULES.memory.maxBytes);
    await expect(storeMemory(bomb)).rejects.toMatchObject({
      status: 400,
      message: 'memories.imageTooLarge',
    });
  });
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
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
  });

  it('signs the image and its thumbnail together', async () => {
    const urls = signBlobUrl(testApp.deps.signer, 'memories', path, owner.user.id);
    expect(signBlobUrl(testApp.deps.signer, 'memories', null, owner.user.id)).toBeNull();
    const thumbnail = await owner.client.raw(urls?.thumbnailUrl ?? '');
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses an expired URL', async () => {
    const url = sign(Date.now() - 3601 * 1000);
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
