import { createHash } from 'node:crypto';
import { readArchiveFile } from './archive-file';
import { BackupError } from './backup-error';
import {
  MANIFEST_ENTRY,
  TABLE_CHECKSUMS_ENTRY,
  type TBackupHeader,
  type TTableFile,
  ZTableChecksums,
} from './backup-manifest';
import { readTar } from './tar-reader';

const UNCHANGED = 'Nothing was changed.';

async function digest(content: AsyncIterable<Buffer>): Promise<Omit<TTableFile, 'name'>> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of content) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

function compare(read: TTableFile[], recorded: TTableFile[]): void {
  const expected = new Map(recorded.map((entry) => [entry.name, entry]));
  for (const piece of read) {
    const wanted = expected.get(piece.name);
    if (!wanted) {
      throw new BackupError(
        `The archive is damaged: ${piece.name} is not one of the table files it was written ` +
          `with. ${UNCHANGED}`,
      );
    }
    if (wanted.size !== piece.size || wanted.sha256 !== piece.sha256) {
      throw new BackupError(
        `The archive is damaged: the table file ${piece.name} is not what the backup wrote ` +
          `(its sha256 differs from the one recorded then). ${UNCHANGED}`,
      );
    }
    expected.delete(piece.name);
  }
  const [missing] = expected.keys();
  if (missing) {
    throw new BackupError(
      `The archive is damaged: the table file ${missing} is missing. ${UNCHANGED}`,
    );
  }
}

/**
 * Reads the archive's table files (`db/...`, before any photo) and checks each against the
 * sha256 the backup recorded in `tables.sha256.json`, before anything is loaded: one changed
 * byte refuses the whole restore. Returns the checked list, for the load to match again.
 *
 * An archive made before tables were checksummed has no such list: it is restored with a warning
 * (its tables are checked by row count only), rather than refused, so older backups still
 * restore. Checksums show damage, not a deliberate edit: whoever can write the archive can also
 * rewrite the list.
 */
export async function checkTableFiles(
  file: string,
  header: TBackupHeader,
  log: (message: string) => void,
): Promise<TTableFile[] | null> {
  if (!header.tableChecksums) {
    log(
      `Warning: this backup was made by version ${header.appVersion}, before backups recorded a ` +
        'sha256 of each table: its tables are checked by row count only, not byte for byte ' +
        '(photos are still checked by sha256). Take a new backup once it is restored.',
    );
    return null;
  }
  const archive = await readArchiveFile(file);
  try {
    const read: TTableFile[] = [];
    for await (const entry of readTar(archive)) {
      if (entry.name.startsWith('db/')) {
        read.push({ name: entry.name, ...(await digest(entry.content)) });
      } else if (entry.name === TABLE_CHECKSUMS_ENTRY) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry.content) chunks.push(chunk);
        const parsed = ZTableChecksums.safeParse(
          JSON.parse(Buffer.concat(chunks).toString() || 'null'),
        );
        if (!parsed.success) break;
        compare(read, parsed.data.tableFiles);
        return parsed.data.tableFiles;
      } else if (entry.name.startsWith('files/') || entry.name === MANIFEST_ENTRY) {
        break;
      }
    }
    throw new BackupError(
      `The archive is damaged: the sha256 list of its tables (${TABLE_CHECKSUMS_ENTRY}) is ` +
        `missing or unreadable. ${UNCHANGED}`,
    );
  } catch (error) {
    if (error instanceof SyntaxError) {
      throw new BackupError(
        `The archive is damaged: ${TABLE_CHECKSUMS_ENTRY} is not valid JSON. ${UNCHANGED}`,
      );
    }
    throw error;
  } finally {
    archive.destroy();
  }
}
