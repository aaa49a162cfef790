import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '@server/app';
import { TestClient } from '@test/http-client';
import { setupTestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const testApp = setupTestApp();
let webRoot: string;
let webApp: ReturnType<typeof createApp>;

beforeAll(async () => {
  // A miniature build output, shaped like Vite's.
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-web-'));
  await fs.mkdir(path.join(webRoot, 'assets'));
  await fs.mkdir(path.join(webRoot, '.vite'));
  await fs.writeFile(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  await fs.writeFile(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1)');
  await fs.writeFile(path.join(webRoot, 'icon.svg'), '<svg/>');
  // The build's compressed copies (scripts/precompress.ts), with bodies that tell them apart.
  await fs.writeFile(path.join(webRoot, 'assets', 'app-def456.js'), 'identity body');
  await fs.writeFile(path.join(webRoot, 'assets', 'app-def456.js.br'), 'brotli body');
  await fs.writeFile(path.join(webRoot, 'assets', 'app-def456.js.gz'), 'gzip body');
  await fs.writeFile(path.join(webRoot, 'theme-init.js'), 'theme identity');
  await fs.writeFile(path.join(webRoot, 'theme-init.js.br'), 'theme brotli');
  await fs.writeFile(path.join(webRoot, '.vite', 'manifest.json'), '{}');
  webApp = createApp(testApp.deps, { webRoot });
});
afterAll(async () => {
  await fs.rm(webRoot, { recursive: true, force: true });
});

describe('API basics', () => {
  it('reports health with a database check', async () => {
    const response = await new TestClient(testApp).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('names every request in X-Request-Id', async () => {
    const response = await testApp.app.request('/api/health');
    expect(response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await new TestClient(testApp).get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'not_found', message: 'errors.notFound' } });
  });

  it('refuses an oversized JSON body with a 413, not a 500', async () => {
    const huge = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    const response = await new TestClient(testApp).request('POST', '/api/auth/sign-in/email', huge);
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ error: { message: 'errors.payloadTooLarge' } });
  });

  it('sends security headers and no-store on API responses', async () => {
    const response = await new TestClient(testApp).get('/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('sends Strict-Transport-Security only when the app is served over https', async () => {
    const plain = await new TestClient(testApp).get('/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const config = { ...testApp.deps.config, PUBLIC_URL: 'https://juntos.example' };
    const secure = await createApp({ ...testApp.deps, config }).request('/api/health');
    expect(secure.headers.get('strict-transport-security')).toBe(
      'max-age=15552000; includeSubDomains',
    );
  });
});

describe('serving the built web app', () => {
  const get = (pathname: string) => webApp.request(pathname);

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await get('/assets/main-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's Brotli or gzip copy the browser accepts, else the file itself", async () => {
    const asset = (acceptEncoding: string) =>
      webApp.request('/assets/app-def456.js', { headers: { 'Accept-Encoding': acceptEncoding } });
    const brotli = await asset('gzip, deflate, br, zstd');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('content-type')).toContain('javascript');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await brotli.text()).toBe('brotli body');
    const gzip = await asset('gzip, deflate');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('gzip body');
    const identity = await asset('identity');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe('identity body');
    const publicFile = await webApp.request('/theme-init.js', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(publicFile.headers.get('content-encoding')).toBe('br');
    expect(await publicFile.text()).toBe('theme brotli');
  });

  it('never serves a compressed copy as a file of its own', async () => {
    const response = await get('/theme-init.js.br');
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('answers a missing hashed asset with a 404, not the app', async () => {
    const response = await get('/assets/main-gone.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves index.html uncached for client routes, with a CSP without inline scripts', async () => {
    for (const pathname of ['/', '/dashboard', '/memories/anything']) {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('keeps serving the last good index.html while a rebuild replaces it, never a 500', async () => {
    const indexFile = path.join(webRoot, 'index.html');
    const original = await fs.readFile(indexFile, 'utf8');
    expect(await (await get('/dashboard')).text()).toBe(original);
    try {
      // A rebuild empties the folder first...
      await fs.rm(indexFile);
      const during = await get('/dashboard');
      expect(during.status).toBe(200);
      expect(await during.text()).toBe(original);
      // ...then writes the new one, which is served from then on.
      await fs.writeFile(indexFile, `${original}<!-- build 2 -->`);
      expect(await (await get('/dashboard')).text()).toContain('build 2');
    } finally {
      await fs.writeFile(indexFile, original);
    }
  });

  it('sends a share the service worker did not take to the memories screen, not a 404', async () => {
    const body = new FormData();
    body.append(
      'photos',
      new File([new Uint8Array([1, 2, 3])], 'foto.jpg', { type: 'image/jpeg' }),
    );
    const response = await webApp.request('/share-target', { method: 'POST', body });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/memories?shared=unavailable');
  });

  it('serves top-level public files but never the build bookkeeping', async () => {
    expect((await get('/icon.svg')).headers.get('content-type')).toContain('image/svg+xml');
    const manifest = await get('/.vite/manifest.json');
    expect(await manifest.text()).toContain('<div id="root">');
  });
});
