import { createHash } from 'node:crypto';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { type TBackupTable, type TTableFile, tableEntryPrefix } from './backup-manifest';
import { quoteColumns, quoteTable } from './database-catalog';
import { tarEntry } from './tar-writer';

/**
 * A tar entry needs its size before its content, and COPY does not say how much it will send:
 * rows are cut into pieces of at most this many bytes, each its own entry. It bounds the memory
 * a dump holds, whatever the table's size; restore joins the pieces back into one COPY.
 */
const PIECE_BYTES = 1024 * 1024;

const pieceName = (table: TBackupTable, index: number) =>
  `${tableEntryPrefix(table)}${String(index).padStart(6, '0')}.copy`;

/**
 * Every row of `tables` as tar entries, in PostgreSQL's COPY text format (what pg_dump writes
 * too; it keeps every type exactly, NULLs and all). Run inside the one transaction whose snapshot
 * the whole dump reads. `rowCounts` gets each table's count once its COPY ends, `tableFiles` each
 * piece's size and sha256, which restore checks before it loads anything.
 */
export async function* dumpTables(
  client: pg.Client,
  tables: TBackupTable[],
  found: { rowCounts: Map<TBackupTable, number>; tableFiles: TTableFile[] },
  at: Date,
): AsyncGenerator<Uint8Array> {
  const piece = (name: string, bytes: Buffer) => {
    found.tableFiles.push({
      name,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    return tarEntry(name, bytes.length, bytes, at);
  };
  for (const table of tables) {
    const copy = client.query(
      copyTo(
        `copy ${quoteTable(client, table)} (${quoteColumns(client, table.columns)}) to stdout`,
      ),
    );
    let chunks: Buffer[] = [];
    let pieceSize = 0;
    let index = 0;
    for await (const chunk of copy as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      pieceSize += chunk.length;
      if (pieceSize >= PIECE_BYTES) {
        yield* piece(pieceName(table, index++), Buffer.concat(chunks));
        chunks = [];
        pieceSize = 0;
      }
    }
    if (pieceSize > 0) yield* piece(pieceName(table, index), Buffer.concat(chunks));
    found.rowCounts.set(table, copy.rowCount);
  }
}
