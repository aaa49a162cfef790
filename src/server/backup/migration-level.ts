import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR } from '@server/db/migrate';
import { type KnownMigration, readKnownMigrations } from '@server/db/schema-level';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

interface JournalEntry {
  tag: string;
  when: number;
}

async function readJournal(folder: string): Promise<{ entries: JournalEntry[] }> {
  return JSON.parse(await fs.readFile(path.join(folder, 'meta', '_journal.json'), 'utf8'));
}

export type { KnownMigration };

/** The migrations this copy of the app ships, in order. */
export function findKnownMigrations(): Promise<KnownMigration[]> {
  return readKnownMigrations(MIGRATIONS_DIR);
}

/**
 * Applies the first `count` migrations, not the newer ones this copy may also have: the dump's
 * rows fit the schema they were taken from. Starting the app afterwards applies the rest, as
 * after any upgrade. Drizzle applies a whole folder, so it is given a folder with just those.
 */
export async function migrateTo(client: pg.Client, count: number): Promise<void> {
  const journal = await readJournal(MIGRATIONS_DIR);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-migrations-'));
  try {
    const entries = journal.entries.slice(0, count);
    await fs.mkdir(path.join(folder, 'meta'));
    await fs.writeFile(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries }),
    );
    for (const { tag } of entries) {
      await fs.copyFile(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    }
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
