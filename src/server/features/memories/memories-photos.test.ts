import { readdirSync } from 'node:fs';
import path from 'node:path';
import { imageFilesFor, largeThumbnailPathFor, thumbnailPathFor } from '@server/storage/blob-store';
import type { TMemory, TMemoryPage } from '@shared/schemas/memories';
import { type CoupleFixture, createCoupleFixture } from '@test/couple-fixtures';
import { largePng, phoneJpeg, pngImage, solidImage } from '@test/image-fixtures';
import {
  countMemoryRows,
  createMemory,
  editMemory,
  heicPhoto,
  memoryFileOnDisk,
  memoryImagePath,
} from '@test/memory-fixtures';
import { setupTestApp } from '@test/test-app';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const testApp = setupTestApp();
let couple: CoupleFixture;
beforeAll(async () => {
  couple = await createCoupleFixture(testApp);
});

const filesOfCouple = () => {
  try {
    return readdirSync(path.join(testApp.dataDir, 'uploads', 'memories', couple.couple.id)).sort();
  } catch {
    return [];
  }
};

async function withPhoto(title = 'Con foto'): Promise<TMemory> {
  const response = await createMemory(couple.a.client, {
    fields: { title },
    file: { bytes: await phoneJpeg(300, 200) },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe('memory photos', () => {
  it('stores the photo re-encoded under the couple’s folder, with a thumbnail, signed per viewer', async () => {
    const memory = await withPhoto();
    const stored = await memoryImagePath(testApp, memory.id);
    expect(stored).toMatch(new RegExp(`^${couple.couple.id}/\\d{13}-[0-9a-f]{6}\\.jpg$`));
    expect(memoryFileOnDisk(testApp, thumbnailPathFor(stored ?? ''))).toBe(true);

    const full = await couple.a.client.raw(memory.imageUrl ?? '');
    expect(full.status).toBe(200);
    const metadata = await sharp(Buffer.from(await full.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
    const thumbnail = await couple.a.client.raw(memory.thumbnailUrl ?? '');
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');

    // The partner gets their own URL; the creator's does not open with the partner's session.
    expect((await couple.b.client.raw(memory.imageUrl ?? '')).status).toBe(403);
    const partnerView = await couple.b.client.get<TMemory>(`/api/memories/${memory.id}`);
    expect((await couple.b.client.raw(partnerView.body.imageUrl ?? '')).status).toBe(200);
  });

  it('accepts an iPhone HEIC photo, decoded on the server into a WebP with its pixels intact', async () => {
    const response = await createMemory(couple.b.client, {
      fields: { title: 'Desde el iPhone' },
      file: { bytes: heicPhoto(), name: 'IMG_0001.HEIC', type: 'image/heic' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const image = await couple.b.client.raw(response.body.imageUrl ?? '');
    const { data, info } = await sharp(Buffer.from(await image.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 64, height: 48 });
    expect(image.headers.get('content-type')).toBe('image/webp');
    const pixel = (x: number) => [
      ...data.subarray((24 * 64 + x) * info.channels, (24 * 64 + x) * info.channels + 3),
    ];
    // Left half rose, right half gold, as encoded.
    expect(pixel(8)[0]).toBeGreaterThan(200);
    expect(pixel(8)[1]).toBeLessThan(60);
    expect(pixel(56)[1]).toBeGreaterThan(170);
  });

  it.each([
    ['text named .jpg', () => Buffer.from('hola, no soy una foto'), 400, 'memories.imageOnly'],
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      400,
      'memories.imageOnly',
    ],
    ['a PNG over 5 MB', () => largePng(5.5 * 1024 * 1024), 413, 'memories.imageTooLarge'],
  ])('refuses %s with its message and saves nothing', async (_label, bytes, status, message) => {
    const before = await countMemoryRows(testApp, couple.couple.id);
    const files = filesOfCouple();
    const response = await createMemory(couple.a.client, {
      fields: { title: 'No debería guardarse' },
      file: { bytes: await bytes() },
    });
    expect(response.status).toBe(status);
    expect(response.body.error.message).toBe(message);
    expect(await countMemoryRows(testApp, couple.couple.id)).toBe(before);
    expect(filesOfCouple()).toEqual(files);
  });

  it('a failed upload answers the upload error and saves nothing', async () => {
    const before = await countMemoryRows(testApp, couple.couple.id);
    const put = vi.spyOn(testApp.deps.blobs, 'put').mockRejectedValueOnce(new Error('disk full'));
    try {
      const response = await createMemory(couple.a.client, {
        fields: { title: 'Subida rota' },
        file: { bytes: await pngImage() },
      });
      expect(response.status).toBe(500);
      expect(response.body.error.message).toBe('memories.uploadError');
    } finally {
      put.mockRestore();
    }
    expect(await countMemoryRows(testApp, couple.couple.id)).toBe(before);
  });

  it('a title error is answered before the photo is stored', async () => {
    const files = filesOfCouple();
    const response = await createMemory(couple.a.client, {
      fields: { title: '' },
      file: { bytes: await pngImage() },
    });
    expect(response.body.error.message).toBe('validation.titleRequired');
    expect(filesOfCouple()).toEqual(files);
  });

  it('replaces the photo and removes the old file and thumbnail after the commit', async () => {
    const memory = await withPhoto();
    const first = (await memoryImagePath(testApp, memory.id)) ?? '';
    const response = await editMemory(couple.b.client, memory.id, {
      fields: { title: 'Con otra foto', memoryDate: '2024-03-01' },
      file: { bytes: await pngImage(), name: 'nueva.png', type: 'image/png' },
    });
    expect(response.status).toBe(200);
    const second = (await memoryImagePath(testApp, memory.id)) ?? '';
    expect(second).toMatch(/\.png$/);
    expect(response.body).toMatchObject({ title: 'Con otra foto', memoryDate: '2024-03-01' });
    expect(memoryFileOnDisk(testApp, second)).toBe(true);
    expect(memoryFileOnDisk(testApp, first)).toBe(false);
    expect(memoryFileOnDisk(testApp, thumbnailPathFor(first))).toBe(false);
  });

  it('keeps the photo on a text-only edit and removes it when asked', async () => {
    const memory = await withPhoto();
    const stored = (await memoryImagePath(testApp, memory.id)) ?? '';
    const kept = await editMemory(couple.a.client, memory.id, { fields: { title: 'Solo texto' } });
    expect(kept.body.imageUrl).toEqual(expect.any(String));
    expect(await memoryImagePath(testApp, memory.id)).toBe(stored);

    const removed = await editMemory(couple.a.client, memory.id, {
      fields: { title: 'Sin foto', removeImage: 'true' },
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ imageUrl: null, thumbnailUrl: null });
    expect(memoryFileOnDisk(testApp, stored)).toBe(false);
    expect(memoryFileOnDisk(testApp, thumbnailPathFor(stored))).toBe(false);
  });

  it('a refused replacement keeps the old photo', async () => {
    const memory = await withPhoto();
    const stored = (await memoryImagePath(testApp, memory.id)) ?? '';
    const response = await editMemory(couple.a.client, memory.id, {
      fields: { title: 'Intento' },
      file: { bytes: Buffer.from('GIF89a nada más') },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('memories.imageOnly');
    expect(await memoryImagePath(testApp, memory.id)).toBe(stored);
    expect(memoryFileOnDisk(testApp, stored)).toBe(true);
  });

  it('stores a 400 px and an 800 px wide thumbnail and answers both signed, for the card’s srcset', async () => {
    const response = await createMemory(couple.a.client, {
      fields: { title: 'Nítida' },
      file: { bytes: await solidImage(2400, 1800).jpeg().toBuffer() },
    });
    expect(response.status).toBe(201);
    const memory = response.body;
    const stored = (await memoryImagePath(testApp, memory.id)) ?? '';
    expect(memory.largeThumbnailUrl).toContain(largeThumbnailPathFor(stored));
    expect(memory.thumbnailUrl).toContain(thumbnailPathFor(stored));

    const widthOf = async (url: string | null) => {
      const served = await couple.a.client.raw(url ?? '');
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      return (await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width;
    };
    expect(await widthOf(memory.thumbnailUrl)).toBe(400);
    expect(await widthOf(memory.largeThumbnailUrl)).toBe(800);
    // Signed per viewer like the others.
    expect((await couple.b.client.raw(memory.largeThumbnailUrl ?? '')).status).toBe(403);
    const listed = await couple.b.client.get<TMemoryPage>('/api/memories');
    const seen = listed.body.items.find((item) => item.id === memory.id);
    expect(await couple.b.client.raw(seen?.largeThumbnailUrl ?? '').then((r) => r.status)).toBe(
      200,
    );
  });

  it('a photo stored before large thumbnails existed still shows, at its small size', async () => {
    const memory = await withPhoto('Antigua');
    const stored = (await memoryImagePath(testApp, memory.id)) ?? '';
    await testApp.deps.blobs.delete('memories', largeThumbnailPathFor(stored));
    const served = await couple.a.client.raw(memory.largeThumbnailUrl ?? '');
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(200);
  });

  it('deleting a memory removes its photo and both thumbnails', async () => {
    const memory = await withPhoto();
    const stored = (await memoryImagePath(testApp, memory.id)) ?? '';
    expect(imageFilesFor(stored).every((file) => memoryFileOnDisk(testApp, file))).toBe(true);
    expect((await couple.b.client.delete(`/api/memories/${memory.id}`)).status).toBe(204);
    for (const file of imageFilesFor(stored)) expect(memoryFileOnDisk(testApp, file)).toBe(false);
  });

  it('two partners replacing one photo at once leave exactly one photo on disk', async () => {
    const memory = await withPhoto();
    const before = filesOfCouple().length;
    const [one, two] = await Promise.all([
      editMemory(couple.a.client, memory.id, {
        fields: { title: 'A' },
        file: { bytes: await pngImage(40, 30) },
      }),
      editMemory(couple.b.client, memory.id, {
        fields: { title: 'B' },
        file: { bytes: await pngImage(30, 40) },
      }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const stored = (await memoryImagePath(testApp, memory.id)) ?? '';
    expect(memoryFileOnDisk(testApp, stored)).toBe(true);
    // The photo and its thumbnail: the original and the losing replacement are both gone.
    expect(filesOfCouple().length).toBe(before);
  });
});
