import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from './database';
import { TEST_PASSWORD } from './fixtures';
import { freePort, type RunningServer, startServer, waitForHealth } from './server-process';

// The server as `npm start` runs it: a real process, real signals, a real data directory.

const running: RunningServer[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'juntos-process-'));
fs.chmodSync(dataDir, 0o755);

afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await fsp.rm(dataDir, { recursive: true, force: true });
});

describe('npm start with the embedded database', () => {
  it('refuses a second copy on the same data directory, stops cleanly, and keeps data', async () => {
    const port = await freePort();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    running.push(first);
    await waitForHealth(port, first);
    const email = `process-${Date.now()}@example.com`;
    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD, fullName: 'Persistente' }),
    });
    expect(signUp.status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'auth-secret'))).toBe(true);

    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already using the data directory/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/Stopped cleanly/);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const again = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    running.push(again);
    await waitForHealth(port, again);
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);
});

describe('npm start with DATABASE_URL', () => {
  it('uses the external server, migrates it, and needs nothing in the data directory', async () => {
    const database = await createTestDatabase(inject('adminDatabaseUrl'));
    const externalDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'juntos-external-'));
    try {
      const port = await freePort();
      const server = startServer({
        DATA_DIR: externalDir,
        PORT: String(port),
        DATABASE_URL: database.url,
      });
      running.push(server);
      await waitForHealth(port, server);
      expect(fs.existsSync(path.join(externalDir, 'postgres'))).toBe(false);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await database.drop();
      await fsp.rm(externalDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('exits with a clear message when the configuration is invalid', async () => {
    const server = startServer({ PORT: 'not-a-port', DATA_DIR: dataDir });
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\s+PORT/);
  }, 30_000);
});
