import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { TBackupManifest, TBackupTable } from './backup-manifest';
import { quoteColumns, quoteTable } from './database-catalog';

type CopyIn = ReturnType<typeof copyFrom>;

/**
 * Feeds a table's pieces, in archive order, into one `COPY ... FROM STDIN` per table; a piece
 * of the next table ends the previous COPY. Tables arrive parents first, so foreign keys are
 * checked as the rows go in.
 */
export function createTableLoader(client: pg.Client) {
  const rowCounts = new Map<TBackupTable, number>();
  let current: { table: TBackupTable; copy: CopyIn } | null = null;
  // PostgreSQL may refuse a row while the archive is being read (no write pending): the error
  // is kept and thrown at the next write or at the end, not left to crash the process.
  let refused: Error | null = null;
  const throwIfRefused = () => {
    if (refused) throw refused;
  };

  async function finish() {
    if (!current) return;
    const { table, copy } = current;
    current = null;
    throwIfRefused();
    copy.end();
    await finished(copy);
    throwIfRefused();
    rowCounts.set(table, copy.rowCount);
  }

  return {
    rowCounts,
    async append(table: TBackupTable, content: AsyncIterable<Buffer>) {
      if (current?.table !== table) {
        await finish();
        const copy = client.query(
          copyFrom(
            `copy ${quoteTable(client, table)} (${quoteColumns(client, table.columns)}) from stdin`,
          ),
        );
        copy.on('error', (error: Error) => {
          refused ??= error;
        });
        current = { table, copy };
      }
      const { copy } = current;
      for await (const chunk of content) {
        throwIfRefused();
        // `once` rejects when the COPY fails (a refused row), so a broken restore stops here.
        if (!copy.write(chunk)) await once(copy, 'drain');
      }
    },
    finish,
  };
}

/** Sets every sequence where the dumped one was, so new rows get numbers not yet used. */
export async function restoreSequences(
  client: pg.Client,
  sequences: TBackupManifest['sequences'],
): Promise<void> {
  for (const { schema, name, lastValue } of sequences) {
    if (lastValue === null) continue;
    await client.query('select setval($1::regclass, $2::bigint, true)', [
      quoteTable(client, { schema, name }),
      lastValue,
    ]);
  }
}
