import type { TBackupFile, TBackupManifest, TBackupTable, TTableFile } from './backup-manifest';

const DAMAGED = 'The archive is damaged or incomplete';

/**
 * What was loaded must be what the manifest says was dumped: every table's row count, every
 * table piece and every file with its size and sha256, nothing more. Any difference fails the restore (and so rolls
 * it back) rather than leaving a silently partial copy.
 */
export function verifyAgainstManifest(
  manifest: TBackupManifest,
  header: { tables: TBackupTable[] },
  loaded: {
    rowCounts: Map<TBackupTable, number>;
    files: Map<string, TBackupFile>;
    tableFiles: TTableFile[];
    /** The list checked before the load; null for an archive made before table checksums. */
    checkedTableFiles: TTableFile[] | null;
  },
): void {
  if (loaded.checkedTableFiles) {
    const same = (list: TTableFile[]) =>
      JSON.stringify(list.map(({ name, size, sha256 }) => [name, size, sha256]));
    const checked = same(loaded.checkedTableFiles);
    if (same(loaded.tableFiles) !== checked || same(manifest.tableFiles ?? []) !== checked) {
      throw new Error(`${DAMAGED}: its table files changed while it was being restored`);
    }
  }
  for (const table of header.tables) {
    const expected = manifest.tables.find(
      ({ schema, name }) => schema === table.schema && name === table.name,
    );
    const rows = loaded.rowCounts.get(table) ?? 0;
    if (!expected || expected.rows !== rows) {
      throw new Error(
        `${DAMAGED}: ${table.name} has ${rows} rows, the manifest says ${expected?.rows ?? 'none'}`,
      );
    }
  }
  if (manifest.files.length !== loaded.files.size) {
    throw new Error(
      `${DAMAGED}: it holds ${loaded.files.size} files, the manifest lists ${manifest.files.length}`,
    );
  }
  for (const file of manifest.files) {
    const restored = loaded.files.get(`${file.bucket}/${file.path}`);
    if (restored?.sha256 !== file.sha256 || restored.size !== file.size) {
      throw new Error(`${DAMAGED}: ${file.bucket}/${file.path} differs from the manifest`);
    }
  }
}
