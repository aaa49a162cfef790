import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUserFixture, TEST_PASSWORD, uniqueEmail } from './fixtures';
import { TestClient } from './http-client';
import { codeAt, standStillInATotpStep } from './second-factor-fixtures';
import { freePort, type RunningServer, startServer, waitForHealth } from './server-process';
import { setupTestApp } from './test-app';
import { totpKeyOf } from './totp';

// `npm run reset-password -- <email>` as an operator runs it: a real process, against DATABASE_URL
// and against the embedded database of a running and of a stopped server.

const NEW_PASSWORD = 'clave-del-operador';

function runScript(env: Record<string, string>, email: string, ...flags: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['scripts/reset-password.mjs', email, ...flags],
      { env: { ...process.env, DATABASE_URL: '', SMTP_HOST: '', LOG_LEVEL: 'silent', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const tokenOf = (link: string) => new URL(link.trim()).searchParams.get('token') ?? '';

describe('against DATABASE_URL', () => {
  const testApp = setupTestApp();

  it('prints a link that works once; an unknown email gets none', async () => {
    const { email } = await createUserFixture(testApp);
    const env = { DATABASE_URL: testApp.databaseUrl, PUBLIC_URL: 'https://juntos.example' };
    const run = await runScript(env, email.toUpperCase());
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim()).toMatch(/^https:\/\/juntos\.example\/reset-password\?token=[\w-]+$/);

    const client = new TestClient(testApp);
    const reset = { token: tokenOf(run.stdout), newPassword: NEW_PASSWORD };
    expect((await client.post('/api/auth/reset-password', reset)).status).toBe(200);
    expect((await client.post('/api/auth/reset-password', reset)).status).toBe(400);
    const signIn = await client.post('/api/auth/sign-in/email', { email, password: NEW_PASSWORD });
    expect(signIn.status).toBe(200);

    expect(run.stderr).toMatch(/no two-step sign-in/);

    const unknown = await runScript(env, uniqueEmail('nobody'));
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toMatch(/No account has the email/);
  });
});

describe('an account with the two-step sign-in', () => {
  const testApp = setupTestApp();
  standStillInATotpStep();

  async function withSecondStep() {
    const { client, email } = await createUserFixture(testApp);
    const started = await client.post<{ totpURI: string }>('/api/auth/two-factor/enable', {
      password: TEST_PASSWORD,
    });
    const key = totpKeyOf(started.body.totpURI);
    expect(
      (await client.post('/api/auth/two-factor/verify-totp', { code: codeAt(key, 0) })).status,
    ).toBe(200);
    return email;
  }

  it('keeps asking for the code after the link, and says so', async () => {
    const email = await withSecondStep();
    const run = await runScript({ DATABASE_URL: testApp.databaseUrl }, email);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/still ask for a code/);
    const client = new TestClient(testApp);
    await client.post('/api/auth/reset-password', {
      token: tokenOf(run.stdout),
      newPassword: NEW_PASSWORD,
    });
    const signIn = await client.post<{ twoFactorRedirect?: boolean }>('/api/auth/sign-in/email', {
      email,
      password: NEW_PASSWORD,
    });
    expect(signIn.body.twoFactorRedirect).toBe(true);
  });

  it('turns it off only when the operator says --remove-second-step', async () => {
    const email = await withSecondStep();
    const run = await runScript(
      { DATABASE_URL: testApp.databaseUrl },
      email,
      '--remove-second-step',
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/now OFF/);
    const client = new TestClient(testApp);
    await client.post('/api/auth/reset-password', {
      token: tokenOf(run.stdout),
      newPassword: NEW_PASSWORD,
    });
    const signIn = await client.post<{ twoFactorRedirect?: boolean; user?: unknown }>(
      '/api/auth/sign-in/email',
      { email, password: NEW_PASSWORD },
    );
    expect(signIn.body.twoFactorRedirect).toBeUndefined();
    expect(signIn.body.user).toBeDefined();
  });
});

describe('against the embedded data directory', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'juntos-reset-script-'));
  // Run as root, the embedded PostgreSQL runs as `postgres`, who must reach the directory.
  fs.chmodSync(dataDir, 0o755);
  const running: RunningServer[] = [];
  afterAll(async () => {
    for (const server of running) server.child.kill('SIGKILL');
    await fsp.rm(dataDir, { recursive: true, force: true });
  });

  async function start(port: number) {
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    running.push(server);
    await waitForHealth(port, server);
    return server;
  }
  const post = (port: number, route: string, body: unknown) =>
    fetch(`http://127.0.0.1:${port}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('makes links with the server running and with it stopped', async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port) };
    const server = await start(port);
    const email = uniqueEmail('embedded');
    const signUp = { email, password: TEST_PASSWORD, fullName: 'Olvidadiza' };
    expect((await post(port, '/api/auth/sign-up/email', signUp)).status).toBe(200);

    const whileRunning = await runScript(env, email);
    expect(whileRunning.code, whileRunning.stderr).toBe(0);
    expect(whileRunning.stdout).toContain(`http://localhost:${port}/reset-password?token=`);
    const reset = { token: tokenOf(whileRunning.stdout), newPassword: NEW_PASSWORD };
    expect((await post(port, '/api/auth/reset-password', reset)).status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const whileStopped = await runScript(env, email);
    expect(whileStopped.code, whileStopped.stderr).toBe(0);
    // It stopped the database it started and gave the directory back.
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

    const again = await start(port);
    const secondReset = { token: tokenOf(whileStopped.stdout), newPassword: 'la-tercera-clave' };
    expect((await post(port, '/api/auth/reset-password', secondReset)).status).toBe(200);
    const signIn = { email, password: 'la-tercera-clave' };
    expect((await post(port, '/api/auth/sign-in/email', signIn)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 180_000);
});
