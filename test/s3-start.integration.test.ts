import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readableOutput } from '@test/log-capture';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type ScratchDatabase } from './database';
import { startTestS3, type TestS3 } from './s3-server';
import { freePort, type RunningServer, startServer, waitForHealth } from './server-process';

// `npm start` with S3_* set: a bucket it cannot use stops the start with the variable to fix,
// before the first upload would have failed.

let s3: TestS3;
let database: ScratchDatabase;
let dataDir: string;
const running: RunningServer[] = [];
beforeAll(async () => {
  s3 = await startTestS3();
  database = await createTestDatabase(inject('adminDatabaseUrl'));
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-s3-start-'));
});
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await database?.drop();
  await s3?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<RunningServer> {
  const server = startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    PORT: String(await freePort()),
    ...s3.env,
    ...env,
  });
  running.push(server);
  return server;
}

/** Exits with 1 and one line naming `variable`, and no stack trace. */
async function expectRefusedStart(env: Record<string, string>, line: RegExp) {
  const server = await start(env);
  expect(await server.exited).toBe(1);
  expect(readableOutput(server.output())).toMatch(line);
  expect(server.output()).not.toMatch(/^\s+at /m);
}

describe('npm start with S3', () => {
  it('starts on a reachable, writable bucket and leaves no probe object behind', async () => {
    const port = await freePort();
    const server = await start({ PORT: String(port) });
    await waitForHealth(port, server);
    expect(readableOutput(server.output())).toMatch(/photos in S3 bucket "juntos-photos"/);
    expect(await s3.listKeys()).toEqual([]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('names S3_ACCESS_KEY_ID when the bucket does not know the key', async () => {
    await expectRefusedStart(
      { S3_ACCESS_KEY_ID: 'NOT-A-KEY' },
      /S3_ACCESS_KEY_ID: the key is not known to http:\/\/127\.0\.0\.1:\d+/,
    );
  }, 30_000);

  it('names S3_BUCKET when the bucket does not exist', async () => {
    await expectRefusedStart(
      { S3_BUCKET: 'no-such-bucket' },
      /S3_BUCKET: the bucket "no-such-bucket" does not exist/,
    );
  }, 30_000);

  it('names S3_ENDPOINT when nothing answers there', async () => {
    await expectRefusedStart(
      { S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` },
      /S3_ENDPOINT: cannot reach http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)/,
    );
  }, 30_000);

  it('names the variable of an incomplete configuration before connecting to anything', async () => {
    await expectRefusedStart(
      { S3_SECRET_ACCESS_KEY: '', S3_BUCKET: '' },
      /Invalid configuration:[\s\S]*S3_BUCKET: required[\s\S]*S3_SECRET_ACCESS_KEY: required/,
    );
  }, 30_000);
});
