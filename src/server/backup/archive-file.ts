import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

const isGzipName = (file: string) => /\.(tgz|gz)$/i.test(file);

/**
 * Writes the chunks to `file` (gzipped when it ends in .gz or .tgz) through a temporary name,
 * so a backup cut short never leaves a file that looks like a finished one. Backpressure runs
 * all the way back to the database and the store: nothing is read faster than it is written.
 */
export async function writeArchiveFile(
  file: string,
  chunks: AsyncIterable<Uint8Array>,
): Promise<void> {
  const partial = `${file}.partial`;
  const source = Readable.from(chunks, { objectMode: false, highWaterMark: 1024 * 1024 });
  try {
    if (isGzipName(file)) {
      // The fastest level: photos are compressed already, and the COPY text of the tables
      // shrinks about as much at level 1 as at the default, in a fraction of the time.
      await pipeline(source, createGzip({ level: 1 }), createWriteStream(partial, { mode: 0o600 }));
    } else {
      await pipeline(source, createWriteStream(partial, { mode: 0o600 }));
    }
    await fs.rename(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}

/** The tar stream of an archive file, gunzipped when it starts with gzip's magic bytes. */
export async function readArchiveFile(file: string): Promise<AsyncIterable<Buffer>> {
  const handle = await fs.open(file, 'r');
  const magic = Buffer.alloc(2);
  try {
    await handle.read(magic, 0, 2, 0);
  } finally {
    await handle.close();
  }
  const stream = createReadStream(file);
  if (magic[0] !== 0x1f || magic[1] !== 0x8b) return stream;
  const gunzip = createGunzip();
  stream.on('error', (error) => gunzip.destroy(error));
  return stream.pipe(gunzip);
}
