import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createApp } from '@server/app';
import { type Clock, ManualClock } from '@server/jobs/clock';
import { coupleChannel } from '@shared/realtime-events';
import { createCoupleFixture } from '@test/couple-fixtures';
import { createUserFixture, TEST_PASSWORD } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { setupTestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's side of a screen's rendering (docs/BOOT.md) with the real app and database:
 * what it hands the build's entry, what it does with the answer, and that it never answers
 * worse than the app shell. The entries here are small modules in the build's shape (the real
 * one, src/web/entry-server.tsx, is exercised by the end-to-end tests); like http.test.ts's
 * miniature build, they stand for the build output, not for the product.
 */
const testApp = setupTestApp();
const SHELL =
  '<!doctype html><html lang="es"><head></head><body><div id="first-paint">header</div><div id="root"></div></body></html>';
const HOSTILE_TITLE = '</script><script>alert(1)</script>';

/**
 * An entry that draws who it drew the page for and how many pages it drew, with the times a
 * real rendering's state carries (TanStack's dehydrated `dehydratedAt` and `dataUpdatedAt`).
 */
const COUNTING_ENTRY = `
let drawn = 0;
export async function warm() {}
export async function render({ url, language, timeZone, api }) {
  const response = await api('/api/auth/get-session', { headers: { accept: 'application/json' } });
  const session = await response.json();
  drawn += 1;
  const now = Date.now();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(now));
  return {
    rendered: true,
    html: '<main>' + (session?.user.email ?? 'nobody') + ' ' + url + ' #' + drawn + '</main>',
    state: {
      language,
      today,
      queries: { queries: [{ dehydratedAt: now, state: { data: 1, dataUpdatedAt: now } }] },
    },
  };
}`;

/** An entry that draws what the server gave it: the visitor's session, asked in-process. */
const ECHO_ENTRY = `
export async function warm() {}
export async function render({ url, language, timeZone, api }) {
  const response = await api('/api/auth/get-session', { headers: { accept: 'application/json' } });
  const session = await response.json();
  return {
    rendered: true,
    html: '<main>' + (session?.user.email ?? 'nobody') + ' ' + url + ' ' + language + ' ' + timeZone + '</main>',
    state: { language, title: ${JSON.stringify(HOSTILE_TITLE)} },
  };
}`;
const THROWING_ENTRY = `
export async function warm() {}
export async function render() { throw new Error('a screen broke'); }`;
const SLOW_ENTRY = `
export async function warm() {}
export function render() {
  return new Promise((resolve) => setTimeout(() => resolve({ rendered: true, html: '<main>late</main>', state: { language: 'es' } }), 3000));
}`;

let folder: string;
let webRoot: string;

async function entryDir(name: string, source: string): Promise<string> {
  const dir = path.join(folder, name);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'entry-server-test.js'), source);
  return dir;
}

function webApp(
  renderEntryDir: string | undefined,
  budgetMs = 1000,
  { cacheMb = 32, clock = testApp.deps.clock }: { cacheMb?: number; clock?: Clock } = {},
) {
  const config = { ...testApp.deps.config, SSR_BUDGET_MS: budgetMs, SSR_PAGE_CACHE_MB: cacheMb };
  return { app: createApp({ ...testApp.deps, config, clock }, { webRoot, renderEntryDir }) };
}

const asDocument = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-ssr-'));
  webRoot = path.join(folder, 'web');
  await fs.mkdir(webRoot);
  await fs.writeFile(path.join(webRoot, 'index.html'), SHELL);
});
afterAll(async () => {
  await fs.rm(folder, { recursive: true, force: true });
});

describe('a screen drawn by the server', () => {
  it("carries the visitor's own data, asked of the app with their cookies, and is never cached", async () => {
    const app = webApp(await entryDir('echo', ECHO_ENTRY));
    const { email } = await createUserFixture(app);
    const client = new TestClient(app);
    await client.post('/api/auth/sign-in/email', { email, password: 'amor-123456' });
    const response = await client.raw('/dashboard?tab=1', { headers: asDocument });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`<div id="root"><main>${email} /dashboard?tab=1 es UTC</main></div>`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // The sign-in header the build adds is the screen itself now.
    expect(html).not.toContain('first-paint');
    // Still no inline script allowed: the data is a JSON element the browser never runs.
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(html).toContain('<script type="application/json" id="juntos-state" data-lang="es">');
    expect(html).not.toContain(HOSTILE_TITLE);
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
  });

  it('a burst of pages from one address is drawn, not left to the shell by the session check', async () => {
    // A household or an office behind one address: the renderer's in-process session check
    // counted against the address's auth limit (100 a minute), and past it every page was the
    // shell. Checking a session guesses nothing, so it is not limited.
    const app = webApp(await entryDir('burst', ECHO_ENTRY));
    const { email } = await createUserFixture(app);
    const client = new TestClient(app);
    await client.post('/api/auth/sign-in/email', { email, password: 'amor-123456' });
    const drawn: boolean[] = [];
    for (let page = 0; page < 110; page += 1) {
      const response = await client.raw('/dashboard', { headers: asDocument });
      drawn.push((await response.text()).includes(`<main>${email} /dashboard`));
    }
    expect(drawn.filter((isDrawn) => !isDrawn)).toEqual([]);
  });

  it("is drawn in the language and time zone of the app's cookie, else the browser's language", async () => {
    const app = webApp(await entryDir('echo', ECHO_ENTRY));
    const client = new TestClient(app);
    const byBrowser = await client.raw('/auth', {
      headers: { ...asDocument, 'accept-language': 'xx-YY,en-GB;q=0.9,fr;q=0.8' },
    });
    expect(await byBrowser.text()).toContain('/auth en UTC');
    const byCookie = await client.raw('/auth', {
      headers: {
        ...asDocument,
        'accept-language': 'en',
        cookie: 'juntos-prefs=lang=pt&tz=America%2FSao_Paulo&theme=dark',
      },
    });
    const html = await byCookie.text();
    expect(html).toContain('/auth pt America/Sao_Paulo');
    expect(html).toContain('<html lang="pt" class="dark" style="color-scheme: dark">');
  });

  it('a zone that is not one is not used', async () => {
    const app = webApp(await entryDir('echo', ECHO_ENTRY));
    const response = await new TestClient(app).raw('/auth', {
      headers: { ...asDocument, cookie: 'juntos-prefs=tz=Mars%2FOlympus' },
    });
    expect(await response.text()).toContain('/auth es UTC');
  });
});

describe('never worse than the app shell', () => {
  async function expectShell(response: Response) {
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('juntos-state');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  }

  it('a rendering that throws sends the shell, not a 500', async () => {
    const app = webApp(await entryDir('throws', THROWING_ENTRY));
    await expectShell(await new TestClient(app).raw('/dashboard', { headers: asDocument }));
  });

  it('a rendering past its budget sends the shell, in about the budget', async () => {
    const app = webApp(await entryDir('slow', SLOW_ENTRY), 100);
    const started = performance.now();
    await expectShell(await new TestClient(app).raw('/dashboard', { headers: asDocument }));
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('without a build of the entry, the shell', async () => {
    const app = webApp(path.join(folder, 'missing'));
    await expectShell(await new TestClient(app).raw('/dashboard', { headers: asDocument }));
  });

  it('a device with the app lock on gets the shell: nothing of the couple before the lock', async () => {
    const app = webApp(await entryDir('echo', ECHO_ENTRY));
    const response = await new TestClient(app).raw('/dashboard', {
      headers: { ...asDocument, cookie: 'juntos-prefs=lang=es&lock=1' },
    });
    await expectShell(response);
  });

  it('/app-shell.html and /index.html are always the shell', async () => {
    const app = webApp(await entryDir('echo', ECHO_ENTRY));
    for (const shellPath of ['/app-shell.html', '/index.html']) {
      await expectShell(await new TestClient(app).raw(shellPath, { headers: asDocument }));
    }
  });

  it('what is not a document request is not rendered', async () => {
    const app = webApp(await entryDir('echo', ECHO_ENTRY));
    await expectShell(await new TestClient(app).raw('/dashboard', { headers: { accept: '*/*' } }));
  });
});

describe('a kept page (the page cache)', () => {
  /** Who the page was drawn for and its drawing's number, and the times its state carries. */
  async function page(client: TestClient, pagePath = '/dashboard', headers: HeadersInit = {}) {
    const response = await client.raw(pagePath, { headers: { ...asDocument, ...headers } });
    const bytes = Buffer.from(await response.arrayBuffer());
    const isGzip = response.headers.get('content-encoding') === 'gzip';
    const html = (isGzip ? gunzipSync(bytes) : bytes).toString('utf8');
    const drawn = /<main>(\S+) \S+ #(\d+)<\/main>/.exec(html);
    const stamps = [...html.matchAll(/"(?:dehydratedAt|dataUpdatedAt)":(\d+)/g)].map((match) =>
      Number(match[1]),
    );
    return { response, html, isGzip, who: drawn?.[1], drawing: Number(drawn?.[2]), stamps };
  }

  it('is answered again to its own session only: never to the partner, another device or anyone else', async () => {
    const app = webApp(await entryDir('kept-privacy', COUNTING_ENTRY));
    const { a, b } = await createCoupleFixture(app);
    const first = await page(a.client);
    expect(first.who).toBe(a.email);
    const again = await page(a.client);
    expect(again).toMatchObject({ who: a.email, drawing: first.drawing });
    expect(again.response.headers.get('cache-control')).toBe('private, no-store');
    // The partner, the same person signed in on another device, and a third person: each their
    // own page, drawn for them.
    const otherDevice = new TestClient(app, 'other device');
    await otherDevice.post('/api/auth/sign-in/email', { email: a.email, password: TEST_PASSWORD });
    const third = await createUserFixture(app);
    const seen = [first.drawing];
    for (const [client, email] of [
      [b.client, b.email],
      [otherDevice, a.email],
      [third.client, third.email],
    ] as const) {
      const other = await page(client);
      expect(other.who).toBe(email);
      expect(seen).not.toContain(other.drawing);
      seen.push(other.drawing);
    }
    // Signed out, nothing is kept nor answered from what was.
    await a.client.post('/api/auth/sign-out', {});
    expect((await page(a.client)).html).not.toContain(a.email);
  });

  it("is dropped at once by a partner's change, and by a change another instance announces", async () => {
    const app = webApp(await entryDir('kept-changes', COUNTING_ENTRY));
    const { a, b, couple } = await createCoupleFixture(app);
    const first = await page(a.client);
    expect((await page(a.client)).drawing).toBe(first.drawing);
    // B's change, through this instance: A's next page is drawn anew, not the kept one.
    expect((await b.client.request('POST', '/api/affection')).status).toBe(201);
    const afterB = await page(a.client);
    expect(afterB.drawing).toBeGreaterThan(first.drawing);
    expect((await page(a.client)).drawing).toBe(afterB.drawing);
    // A change another instance made reaches this one as the couple's event on the bus.
    await testApp.deps.bus.publish(coupleChannel(couple.id), { type: 'memories.changed', ids: [] });
    await expect.poll(async () => (await page(a.client)).drawing).toBeGreaterThan(afterB.drawing);
  });

  it('says its data is of now, and is the same page in gzip', async () => {
    const clock = new ManualClock(testApp.deps.clock.now());
    const app = webApp(await entryDir('kept-stamps', COUNTING_ENTRY), 1000, { clock });
    const { a } = await createCoupleFixture(app);
    const first = await page(a.client);
    clock.advance(30_000);
    const again = await page(a.client);
    expect(again.drawing).toBe(first.drawing);
    expect(again.stamps).toEqual([clock.now().getTime(), clock.now().getTime()]);
    const zipped = await page(a.client, '/dashboard', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.isGzip).toBe(true);
    expect(zipped.response.headers.get('vary')).toContain('Accept-Encoding');
    const withoutTimes = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '');
    expect(withoutTimes(zipped.html)).toBe(withoutTimes(again.html));
  });

  it('only for the screens kept, and not at all with SSR_PAGE_CACHE_MB=0', async () => {
    const kept = webApp(await entryDir('kept-screens', COUNTING_ENTRY));
    const { a } = await createCoupleFixture(kept);
    const stats = await page(a.client, '/stats');
    expect((await page(a.client, '/stats')).drawing).toBeGreaterThan(stats.drawing);
    const none = webApp(await entryDir('kept-none', COUNTING_ENTRY), 1000, { cacheMb: 0 });
    const { a: other } = await createCoupleFixture(none);
    const dashboard = await page(other.client);
    expect((await page(other.client)).drawing).toBeGreaterThan(dashboard.drawing);
  });
});
