import { IMAGE_RULES } from '@shared/image-rules';
import { phoneJpeg, pngImage } from '@test/image-fixtures';
import { STORAGE_DRIVERS, setupStorageTestApp } from '@test/storage-drivers';
import { describe, expect, it } from 'vitest';
import { type TBucket, thumbnailPathFor } from './blob-store';
import { deleteImage, newImagePath, type StoreImageInput } from './image.service';
import { commitWithImages } from './upload-flow';

describe.each(STORAGE_DRIVERS)('the upload flow on the %s', (driver) => {
  const testApp = setupStorageTestApp(driver);

  const memoryUpload = (file: Buffer): StoreImageInput => ({
    ...IMAGE_RULES.memory,
    bucket: 'memories',
    path: newImagePath('couple-flow', testApp.deps.clock.now()),
    file,
  });
  /** Whether the image and its thumbnail are there: both, or neither. */
  async function stored(bucket: TBucket, path: string): Promise<boolean> {
    const [image, thumbnail] = await Promise.all([
      testApp.deps.blobs.open(bucket, path),
      testApp.deps.blobs.open(bucket, thumbnailPathFor(path)),
    ]);
    await Promise.all([image?.body.cancel(), thumbnail?.body.cancel()]);
    expect(Boolean(image)).toBe(Boolean(thumbnail));
    return Boolean(image);
  }

  it('stores the images and hands their paths to the commit, in upload order', async () => {
    const paths = await commitWithImages(
      testApp.deps,
      [memoryUpload(await phoneJpeg()), memoryUpload(await pngImage())],
      async (storedPaths) => ({ result: storedPaths }),
    );
    expect(paths).toEqual([expect.stringMatching(/\.jpg$/), expect.stringMatching(/\.png$/)]);
    for (const path of paths) expect(await stored('memories', path)).toBe(true);
  });

  it('removes what it stored when the commit fails, image and thumbnail', async () => {
    let seen: string[] = [];
    const failure = commitWithImages(testApp.deps, [memoryUpload(await pngImage())], (paths) => {
      seen = paths;
      throw new Error('the transaction rolled back');
    });
    await expect(failure).rejects.toThrow('the transaction rolled back');
    expect(seen).toHaveLength(1);
    expect(await stored('memories', seen[0] ?? '')).toBe(false);
  });

  it('removes the stored images when another upload of the same request is refused', async () => {
    const before = await testApp.listStored();
    const failure = commitWithImages(
      testApp.deps,
      [memoryUpload(await pngImage()), memoryUpload(Buffer.from('not an image'))],
      async () => ({ result: 'never committed' }),
    );
    await expect(failure).rejects.toMatchObject({ status: 400 });
    expect(await testApp.listStored()).toEqual(before);
  });

  it('removes the replaced image only after the commit, and deleteImage removes both files', async () => {
    const [old] = await commitWithImages(
      testApp.deps,
      [memoryUpload(await pngImage())],
      async (paths) => ({ result: paths }),
    );
    const oldPath = old ?? '';
    const [replacement] = await commitWithImages(
      testApp.deps,
      [memoryUpload(await pngImage(32, 32))],
      async (paths) => {
        // Inside the commit the old image is still there: a rollback would leave it in use.
        expect(await stored('memories', oldPath)).toBe(true);
        return { result: paths, replaced: [{ bucket: 'memories', path: oldPath }] };
      },
    );
    expect(await stored('memories', oldPath)).toBe(false);
    expect(await stored('memories', replacement ?? '')).toBe(true);

    await deleteImage(testApp.deps.blobs, 'memories', replacement ?? '');
    expect(await stored('memories', replacement ?? '')).toBe(false);
    // Deleting what is already gone is not an error.
    await deleteImage(testApp.deps.blobs, 'memories', replacement ?? '');
  });
});
