import { BUCKETS } from '@server/storage/blob-store';
import { z } from 'zod';

// What an archive holds, in this order (a tar is read front to back, so what restore needs
// first comes first):
//   backup.json                  the header: format, app version, migration level, tables
//   auth-secret                  the data directory's secret, when the server keeps it there
//   db/<schema>/<table>/<n>.copy the table's rows in PostgreSQL's COPY text format, in pieces
//   files/<bucket>/<path>        every stored file
//   manifest.json                the header again with row counts, sequences and every file's
//                                size and sha256: known only once everything was written

export const HEADER_ENTRY = 'backup.json';
export const SECRET_ENTRY = 'auth-secret';
export const MANIFEST_ENTRY = 'manifest.json';
export const FORMAT = 'nosotros-backup';

const ZTable = z.object({ schema: z.string(), name: z.string(), columns: z.array(z.string()) });
export type TBackupTable = z.infer<typeof ZTable>;

export const ZBackupHeader = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(1),
  appVersion: z.string(),
  createdAt: z.string(),
  /** The migrations applied to the dumped database, oldest first (drizzle's sha256 of each). */
  migrations: z.object({ hashes: z.array(z.string()), lastTag: z.string().nullable() }),
  /** In restore order: a table comes after every table it references. */
  tables: z.array(ZTable),
  storage: z.enum(['local disk', 'S3']),
});
export type TBackupHeader = z.infer<typeof ZBackupHeader>;

const ZFile = z.object({
  bucket: z.enum(BUCKETS),
  path: z.string(),
  size: z.number().int(),
  sha256: z.string(),
});
export type TBackupFile = z.infer<typeof ZFile>;

export const ZBackupManifest = ZBackupHeader.extend({
  tables: z.array(ZTable.extend({ rows: z.number().int() })),
  /** Sequence positions (as text: bigint), so new rows after a restore take fresh numbers. */
  sequences: z.array(
    z.object({ schema: z.string(), name: z.string(), lastValue: z.string().nullable() }),
  ),
  files: z.array(ZFile),
  /** Listed, then deleted before they could be copied (a photo removed during the backup). */
  vanishedFiles: z.array(z.object({ bucket: z.enum(BUCKETS), path: z.string() })),
  authSecret: z.enum(['included', 'environment', 'none']),
});
export type TBackupManifest = z.infer<typeof ZBackupManifest>;

export const tableEntryPrefix = (table: Pick<TBackupTable, 'schema' | 'name'>) =>
  `db/${table.schema}/${table.name}/`;

export const fileEntryName = (bucket: string, path: string) => `files/${bucket}/${path}`;
