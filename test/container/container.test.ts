import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCoupleFixture } from '@test/couple-fixtures';
import { TEST_PASSWORD } from '@test/fixtures';
import { phoneJpeg } from '@test/image-fixtures';
import { createMemory, listAllMemories } from '@test/memory-fixtures';
import { freePort } from '@test/server-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseImage,
  imageSizeMb,
  loud,
  podman,
  podmanStatus,
  ROOT,
  remoteApp,
  remoteClient,
  waitHealthy,
} from './podman';

// `npm run test:container`: the image built from the Containerfile on a Debian base, run as the
// README says (`-p 3000:3000 -v juntos:/data`), used by a couple through the API, restarted,
// and stopped with SIGTERM (docs/TESTING.md, "The container"). Prints what it measured.

const IMAGE = process.env.JUNTOS_IMAGE ?? 'localhost/juntos:test';
const id = `juntos-test-${process.pid}`;
const volume = `${id}-data`;
const measured: Record<string, string> = {};
const hasCaddy = (() => {
  try {
    execFileSync('caddy', ['version']);
    return true;
  } catch {
    return false;
  }
})();
let caddy: ChildProcess | undefined;
let baseUrl: string;
let port: number;

async function stopMeasured(): Promise<number> {
  const started = performance.now();
  await podman('stop', '--time', '10', id);
  return Math.round(performance.now() - started);
}

beforeAll(async () => {
  const base = await baseImage();
  const started = performance.now();
  await loud('podman', [
    ...['build', '--network', 'host', '--format', 'docker', '--file', 'Containerfile'],
    ...['--build-arg', `BASE_IMAGE=${base}`, '--tag', IMAGE, '.'],
  ]);
  measured['image build'] = `${((performance.now() - started) / 1000).toFixed(0)} s`;
  measured['image size'] = `${await imageSizeMb(IMAGE)} MB (base ${await imageSizeMb(base)} MB)`;
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  caddy?.kill('SIGTERM');
  await podmanStatus('rm', '--force', '--time', '0', id);
  await podmanStatus('volume', 'rm', '--force', volume);
  console.log(
    `\nMeasured:\n${Object.entries(measured)
      .map(([what, value]) => `  ${what}: ${value}`)
      .join('\n')}`,
  );
});

describe('the image', () => {
  let couple: Awaited<ReturnType<typeof createCoupleFixture>>;
  let photo: Buffer;

  it('starts on an empty volume, as a user of its own, healthy', async () => {
    const started = performance.now();
    await podman(
      ...['run', '--detach', '--name', id, '--publish', `127.0.0.1:${port}:3000`],
      ...['--volume', `${volume}:/data`, IMAGE],
    );
    await waitHealthy(baseUrl);
    measured['first start (new volume) to healthy'] =
      `${((performance.now() - started) / 1000).toFixed(1)} s`;
    expect(await podman('exec', id, 'id', '-u')).toBe('10001');
    const health = await podmanStatus('healthcheck', 'run', id);
    expect(health.code, health.output).toBe(0);
  });

  it('signs up and links a couple, and keeps a memory with its photo', async () => {
    couple = await createCoupleFixture(remoteApp(baseUrl));
    photo = await phoneJpeg(640, 480);
    const created = await createMemory(couple.a.client, {
      fields: { title: 'Primera foto en casa', memoryDate: '2026-05-01' },
      file: { bytes: photo, type: 'image/jpeg' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });

  it('makes its first scheduled backup and tells it in npm run backup -- --status', async () => {
    let status = { code: null as number | null, output: '' };
    for (let attempt = 0; attempt < 60 && status.code !== 0; attempt++) {
      status = await podmanStatus('exec', id, 'npm', 'run', '--silent', 'backup', '--', '--status');
      if (status.code !== 0) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(status.code, status.output).toBe(0);
    expect(status.output).toMatch(/Last backup: .*verified: \/data\/backups\/juntos-.*\.tar\.gz/);
  });

  it('stops cleanly on SIGTERM, starts again on the same volume and finds everything', async () => {
    const stopMs = await stopMeasured();
    measured['stop (SIGTERM) to exited'] = `${(stopMs / 1000).toFixed(1)} s`;
    expect(stopMs).toBeLessThan(10_000);
    expect(await podman('inspect', '--format', '{{.State.ExitCode}}', id)).toBe('0');
    expect(await podman('logs', id)).toContain('Stopped cleanly.');

    const started = performance.now();
    await podman('start', id);
    await waitHealthy(baseUrl);
    measured['restart (existing volume) to healthy'] =
      `${((performance.now() - started) / 1000).toFixed(1)} s`;

    for (const person of [couple.a, couple.b]) {
      const client = remoteClient(baseUrl);
      const signedIn = await client.post('/api/auth/sign-in/email', {
        email: person.email,
        password: TEST_PASSWORD,
      });
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      const { items } = await listAllMemories(client);
      expect(items.map(({ title }) => title)).toEqual(['Primera foto en casa']);
      const image = await client.raw(items[0]?.imageUrl ?? '');
      expect(image.status).toBe(200);
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
  });

  // The repository's Caddyfile in front, on plain HTTP (a certificate needs a public domain).
  it.skipIf(!hasCaddy)('behind the Caddyfile: the stream unbuffered, 31 MB uploads', async () => {
    const caddyPort = await freePort();
    const caddyUrl = `http://127.0.0.1:${caddyPort}`;
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'juntos-caddy-'));
    caddy = spawn('caddy', ['run', '--config', 'Caddyfile', '--adapter', 'caddyfile'], {
      cwd: ROOT,
      env: {
        ...process.env,
        JUNTOS_DOMAIN: caddyUrl,
        JUNTOS_UPSTREAM: `127.0.0.1:${port}`,
        XDG_DATA_HOME: home,
        XDG_CONFIG_HOME: home,
      },
      stdio: 'ignore',
    });
    await waitHealthy(caddyUrl, 20_000);
    const client = remoteClient(caddyUrl);
    const signedIn = await client.post('/api/auth/sign-in/email', {
      email: couple.a.email,
      password: TEST_PASSWORD,
    });
    expect(signedIn.status).toBe(200);

    // The stream's first event arrives through Caddy at once, not when a buffer fills.
    const stream = await client.raw('/api/realtime', { headers: { accept: 'text/event-stream' } });
    expect(stream.status).toBe(200);
    const reader = stream.body?.getReader();
    const first = await Promise.race([
      reader?.read(),
      new Promise((resolve) => setTimeout(() => resolve(null), 5000)),
    ]);
    await reader?.cancel();
    expect(new TextDecoder().decode((first as { value?: Uint8Array } | null)?.value)).toContain(
      'event: ready',
    );

    // Six photos' worth reaches the app, which answers it itself (these bytes are no photo).
    const upload = async (megabytes: number) => {
      const form = new FormData();
      const blob = new Blob([Buffer.alloc(megabytes * 1024 * 1024, 1)], { type: 'image/jpeg' });
      form.append('photos', blob, 'photo.jpg');
      return client.raw('/api/date-plans/1/photos', { method: 'POST', body: form });
    };
    const fits = await upload(30);
    expect(fits.status).toBeLessThan(500);
    expect(fits.headers.get('content-type')).toContain('application/json');
    expect(fits.status).not.toBe(413);
    expect(await fits.json()).toMatchObject({ error: { message: 'datePlans.photoOnly' } });
    // Past the app's largest request the app's own 413 comes through, with its message.
    const tooLarge = await upload(33);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ error: { message: 'datePlans.photoTooLarge' } });
    caddy.kill('SIGTERM');
    fs.rmSync(home, { recursive: true, force: true });
  });

  it('stops with SIGTERM within 10 s, once more with a couple signed in', async () => {
    const stopMs = await stopMeasured();
    expect(stopMs).toBeLessThan(10_000);
    expect(await podman('inspect', '--format', '{{.State.ExitCode}}', id)).toBe('0');
  });
});
