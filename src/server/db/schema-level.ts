import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

export interface KnownMigration {
  tag: string;
  /** As drizzle records it in `__drizzle_migrations`: the sha256 of the SQL file. */
  hash: string;
}

/** The migrations of a migrations folder (its journal), in order, with drizzle's hash of each. */
export async function readKnownMigrations(folder: string): Promise<KnownMigration[]> {
  const journal = JSON.parse(
    await fs.readFile(path.join(folder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: Array<{ tag: string }> };
  return Promise.all(
    journal.entries.map(async ({ tag }) => ({
      tag,
      hash: createHash('sha256')
        .update(await fs.readFile(path.join(folder, `${tag}.sql`), 'utf8'))
        .digest('hex'),
    })),
  );
}

/** The migrations applied to a database, oldest first (none on a new one). */
export async function readAppliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const exists = await client.query(`select to_regclass('drizzle.__drizzle_migrations') as name`);
  if (!exists.rows[0]?.name) return [];
  const result = await client.query<{ hash: string }>(
    'select hash from drizzle.__drizzle_migrations order by created_at, id',
  );
  return result.rows.map((row) => row.hash);
}

/** Where a database stands against this copy of the app's migrations. */
export interface SchemaLevel {
  /** Applied migrations: 0 on a new database. */
  applied: number;
  /** The tag of the last applied one, null on a new database. */
  appliedTag: string | null;
  known: KnownMigration[];
}

/** The data was written by a newer (or another) version of the app: starting would risk it. */
export class NewerDataError extends Error {}

/**
 * Compares what a database has applied with what this copy knows. Every applied migration must
 * be one of ours, in the same place; one more, or another, means a newer (or different)
 * version wrote the data, and this one refuses it before it changes anything.
 */
export function compareSchemaLevel(applied: string[], known: KnownMigration[]): SchemaLevel {
  const matching = applied.every((hash, index) => known[index]?.hash === hash);
  if (!matching) {
    const last = known.at(-1)?.tag ?? 'none';
    throw new NewerDataError(
      `This data was written by a newer version of Juntos: its database has ${applied.length} ` +
        `migrations, and this version knows ${known.length} (the last is ${last})` +
        `${applied.length <= known.length ? ', some of them different' : ''}. ` +
        'Start the newer version again (or restore a backup made by this version into a new ' +
        'data directory). Nothing was changed.',
    );
  }
  return {
    applied: applied.length,
    appliedTag: known[applied.length - 1]?.tag ?? null,
    known,
  };
}
