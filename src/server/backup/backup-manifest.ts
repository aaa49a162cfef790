import { BUCKETS } from '@server/storage/blob-store';
import { z } from 'zod';

// What an archive holds, in this order (a tar is read front to back, so what restore needs
// first comes first):
//   backup.json                  the header: format, app version, migration level, tables
//   auth-secret                  the data directory's secret, when the server keeps it there
//   vapid-keys.json              the data directory's push (VAPID) keys, likewise
//   db/<schema>/<table>/<n>.copy the table's rows in PostgreSQL's COPY text format, in pieces
//   tables.sha256.json           every table piece's size and sha256, known once the tables are
//                                dumped: restore checks them all before it loads a single row
//   files/<bucket>/<path>        every stored file
//   manifest.json                the header again with row counts, sequences and every file's
//                                and table piece's size and sha256: known only once everything
//                                was written

export const HEADER_ENTRY = 'backup.json';
export const SECRET_ENTRY = 'auth-secret';
export const VAPID_ENTRY = 'vapid-keys.json';
export const TABLE_CHECKSUMS_ENTRY = 'tables.sha256.json';
export const MANIFEST_ENTRY = 'manifest.json';
export const FORMAT = 'juntos-backup';
/** What archives said before the product had one name (Juntos): restore still reads them. */
export const LEGACY_FORMATS = ['nosotros-backup'] as const;

const ZTable = z.object({ schema: z.string(), name: z.string(), columns: z.array(z.string()) });
export type TBackupTable = z.infer<typeof ZTable>;

export const ZBackupHeader = z.object({
  format: z.enum([FORMAT, ...LEGACY_FORMATS]),
  formatVersion: z.literal(1),
  appVersion: z.string(),
  createdAt: z.string(),
  /** The migrations applied to the dumped database, oldest first (drizzle's sha256 of each). */
  migrations: z.object({ hashes: z.array(z.string()), lastTag: z.string().nullable() }),
  /** In restore order: a table comes after every table it references. */
  tables: z.array(ZTable),
  storage: z.enum(['local disk', 'S3']),
  /**
   * True when `tables.sha256.json` follows the tables. Absent in archives made before tables were
   * checksummed: those are restored with a warning, their tables checked by row count only.
   */
  tableChecksums: z.boolean().optional(),
});
export type TBackupHeader = z.infer<typeof ZBackupHeader>;

const ZFile = z.object({
  bucket: z.enum(BUCKETS),
  path: z.string(),
  size: z.number().int(),
  sha256: z.string(),
});
export type TBackupFile = z.infer<typeof ZFile>;

/** One piece of a table's rows (`db/<schema>/<table>/<n>.copy`) as it was written. */
const ZTableFile = z.object({ name: z.string(), size: z.number().int(), sha256: z.string() });
export type TTableFile = z.infer<typeof ZTableFile>;
export const ZTableChecksums = z.object({ tableFiles: z.array(ZTableFile) });

/** Where a secret of the data directory is: in the archive, in the environment, or nowhere. */
const ZSecretSource = z.enum(['included', 'environment', 'none']);

export const ZBackupManifest = ZBackupHeader.extend({
  tables: z.array(ZTable.extend({ rows: z.number().int() })),
  /** Sequence positions (as text: bigint), so new rows after a restore take fresh numbers. */
  sequences: z.array(
    z.object({ schema: z.string(), name: z.string(), lastValue: z.string().nullable() }),
  ),
  files: z.array(ZFile),
  /** Listed, then deleted before they could be copied (a photo removed during the backup). */
  vanishedFiles: z.array(z.object({ bucket: z.enum(BUCKETS), path: z.string() })),
  authSecret: ZSecretSource,
  /** Absent in archives made before the push keys were backed up. */
  vapidKeys: ZSecretSource.optional(),
  /** Absent in archives made before tables were checksummed (see `tableChecksums`). */
  tableFiles: z.array(ZTableFile).optional(),
});
export type TBackupManifest = z.infer<typeof ZBackupManifest>;

export const tableEntryPrefix = (table: Pick<TBackupTable, 'schema' | 'name'>) =>
  `db/${table.schema}/${table.name}/`;

export const fileEntryName = (bucket: string, path: string) => `files/${bucket}/${path}`;
