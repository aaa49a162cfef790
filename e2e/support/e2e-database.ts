import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface E2eDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * An empty database on the TEST_DATABASE_URL server for the app under test; the app migrates it
 * itself at start, exactly as a fresh production install would.
 */
export async function createE2eDatabase(adminUrl: string): Promise<E2eDatabase> {
  const name = `juntos_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
