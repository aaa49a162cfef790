import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPool } from '@server/db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '@server/db/embedded';
import { runMigrations } from '@server/db/migrate';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildServer, serverBuildIsStale } from '../scripts/server-build.mjs';
import { TEMPLATE_DATABASE } from './database';

const ROOT = path.resolve(import.meta.dirname, '..');

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL when set, an embedded one otherwise.
 * A migrated template database is made once; each test file clones it (fast, isolated).
 */
export default async function setup(project: TestProject) {
  // The server as `npm start` runs it, bundled once here for every test that starts it as a
  // process (test/server-process.ts): the workers would otherwise race to build it.
  if (serverBuildIsStale(ROOT)) await buildServer(ROOT);
  let embedded: EmbeddedDatabase | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-test-db-'));
    await fs.chmod(tempDir, 0o755);
    embedded = await startEmbeddedPostgres(tempDir);
    adminUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const pool = createPool(templateUrl.toString(), 2);
  await runMigrations(pool);
  await pool.end();
  await admin.end();
  project.provide('adminDatabaseUrl', adminUrl);

  return async () => {
    if (!embedded) {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
      await cleanup.end();
    }
    await embedded?.stop();
    if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
  };
}
