import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readableOutput } from '@test/log-capture';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from './database';
import { TEST_PASSWORD, uniqueEmail } from './fixtures';
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
    const email = uniqueEmail('process');
    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD, fullName: 'Persistente' }),
    });
    expect(signUp.status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'auth-secret'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'vapid-keys.json'))).toBe(true);

    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(readableOutput(second.output())).toMatch(/already using the data directory/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(readableOutput(first.output())).toMatch(/Stopped cleanly/);
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

function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid PostgreSQL wrote in its data directory, or null when it is stopped. */
function postmasterPid(directory: string): number | null {
  const file = path.join(directory, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(file)) return null;
  return Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
}

async function signUp(port: number, email: string) {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD, fullName: 'Superviviente' }),
  });
  expect(response.status).toBe(200);
}

async function signIn(port: number, email: string) {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  return response.status;
}

describe('after a crash', () => {
  it('starts again by itself when the server was killed with SIGKILL, and keeps the data', async () => {
    const crashDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'juntos-crash-'));
    await fsp.chmod(crashDir, 0o755);
    try {
      const port = await freePort();
      const crashed = startServer({ DATA_DIR: crashDir, PORT: String(port) });
      running.push(crashed);
      await waitForHealth(port, crashed);
      const email = uniqueEmail('crash');
      await signUp(port, email);

      crashed.child.kill('SIGKILL');
      await crashed.exited;
      // Nothing stopped the database: it runs on as an orphan, holding the data directory.
      const orphan = postmasterPid(crashDir);
      expect(orphan).not.toBeNull();
      expect(isProcessRunning(orphan ?? 0)).toBe(true);

      const restarted = startServer({ DATA_DIR: crashDir, PORT: String(port) });
      running.push(restarted);
      await waitForHealth(port, restarted);
      expect(readableOutput(restarted.output())).toContain(`stopped PostgreSQL (pid ${orphan})`);
      expect(isProcessRunning(orphan ?? 0)).toBe(false);
      expect(await signIn(port, email)).toBe(200);

      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
      expect(postmasterPid(crashDir)).toBeNull();
    } finally {
      await fsp.rm(crashDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('npm start itself', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops the server and its database cleanly on %s to the npm process',
    async (signal) => {
      const npmDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'juntos-npm-'));
      await fsp.chmod(npmDir, 0o755);
      try {
        const port = await freePort();
        const npm = startServer({ DATA_DIR: npmDir, PORT: String(port) }, { viaNpm: true });
        running.push(npm);
        await waitForHealth(port, npm);
        const database = postmasterPid(npmDir);
        expect(database).not.toBeNull();

        npm.child.kill(signal);
        expect(await npm.exited).toBe(0);
        expect(readableOutput(npm.output())).toMatch(
          new RegExp(`${signal} received, stopping[\\s\\S]*Stopped cleanly`),
        );
        // Nothing left behind: no server on the port, no database, no lock.
        await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
        expect(postmasterPid(npmDir)).toBeNull();
        expect(isProcessRunning(database ?? 0)).toBe(false);
        expect(fs.existsSync(path.join(npmDir, 'server.pid'))).toBe(false);
      } finally {
        await fsp.rm(npmDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
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
    expect(readableOutput(server.output())).toMatch(/Invalid configuration:\s+PORT/);
  }, 30_000);
});
