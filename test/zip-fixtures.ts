import yauzl from 'yauzl';

/** Every file of a ZIP by its path in the archive, read with a real ZIP reader (yauzl). */
export async function unzipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of archive.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await archive.openReadStreamPromise(entry)) chunks.push(chunk);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  return files;
}
