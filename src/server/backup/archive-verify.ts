import { createHash } from 'node:crypto';
import { readArchiveFile } from './archive-file';
import {
  MANIFEST_ENTRY,
  type TBackupFile,
  type TBackupManifest,
  type TBackupTable,
  type TTableFile,
  tableEntryPrefix,
  ZBackupManifest,
} from './backup-manifest';
import { parseFileEntry, readHeader } from './restore';
import { checkTableFiles } from './restore-table-checksums';
import { verifyAgainstManifest } from './restore-verify';
import { readTar } from './tar-reader';

const NEWLINE = 0x0a;

/** Size, sha256 and line count of an entry, read through. */
async function digest(content: AsyncIterable<Buffer>) {
  const hash = createHash('sha256');
  let size = 0;
  let lines = 0;
  for await (const chunk of content) {
    hash.update(chunk);
    size += chunk.length;
    for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) lines++;
  }
  return { size, sha256: hash.digest('hex'), lines };
}

/**
 * Reads a written archive back and checks it as a restore would, without a database: the table
 * pieces against `tables.sha256.json` first, then every piece, every file and every table's row
 * count (a row is a line in COPY's text format, which escapes newlines inside values) against the
 * manifest. Throws what a restore would; resolves the manifest.
 */
export async function verifyArchive(file: string, signal?: AbortSignal): Promise<TBackupManifest> {
  const opening = await readArchiveFile(file);
  const header = await readHeader(readTar(opening)[Symbol.asyncIterator]()).finally(() =>
    opening.destroy(),
  );
  const checkedTableFiles = await checkTableFiles(file, header, () => {});
  const rowCounts = new Map<TBackupTable, number>();
  const files = new Map<string, TBackupFile>();
  const tableFiles: TTableFile[] = [];
  let manifest: TBackupManifest | null = null;
  for await (const entry of readTar(await readArchiveFile(file))) {
    signal?.throwIfAborted();
    if (entry.name.startsWith('db/')) {
      const table = header.tables.find((candidate) =>
        entry.name.startsWith(tableEntryPrefix(candidate)),
      );
      if (!table) throw new Error(`Unexpected table in the archive: ${entry.name}`);
      const { size, sha256, lines } = await digest(entry.content);
      tableFiles.push({ name: entry.name, size, sha256 });
      rowCounts.set(table, (rowCounts.get(table) ?? 0) + lines);
    } else if (entry.name.startsWith('files/')) {
      const { bucket, path } = parseFileEntry(entry.name);
      const { size, sha256 } = await digest(entry.content);
      files.set(`${bucket}/${path}`, { bucket, path, size, sha256 });
    } else if (entry.name === MANIFEST_ENTRY) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry.content) chunks.push(chunk);
      manifest = ZBackupManifest.parse(JSON.parse(Buffer.concat(chunks).toString()));
    }
    // The header, the secrets and the checksum list are skipped unread.
  }
  if (!manifest) throw new Error('The archive is incomplete: its manifest is missing');
  verifyAgainstManifest(manifest, header, { rowCounts, files, tableFiles, checkedTableFiles });
  return manifest;
}
