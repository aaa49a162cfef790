import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'https://juntos.test';
const SOURCE = readFileSync(new URL('./public/sw.js', import.meta.url), 'utf8');

type FakeRequest = { url: string; method: string; mode: string };
type Handler = (event: Record<string, unknown>) => void;

const href = (input: string | FakeRequest) =>
  new URL(typeof input === 'string' ? input : input.url, ORIGIN).href;
const path = (input: string) => new URL(input).pathname;
const isAppPath = (pathname: string) => !/^\/(assets|api)\//.test(pathname);

/** The shell (the built index.html) naming `assets`, as a build writes it. */
const shell = (...assets: string[]) =>
  `<!doctype html><html>${assets.map((a) => `<script src="${a}"></script>`).join('')}</html>`;

/** sw.js in a sandbox, with a one-cache CacheStorage and a server answering from `files`. */
function serviceWorker(files: Map<string, { body: string; type: string }>) {
  const entries = new Map<string, Response>();
  const cache = {
    match: async (input: string | FakeRequest) => entries.get(href(input))?.clone(),
    put: async (input: string | FakeRequest, response: Response) => {
      entries.set(href(input), response);
    },
    delete: async (input: FakeRequest) => entries.delete(href(input)),
    keys: async () => [...entries.keys()].map((url) => ({ url })),
    addAll: async (urls: string[]) => {
      for (const url of urls) entries.set(href(url), await fetch(url));
    },
  };
  // Like the real server: a missing asset is a 404, any other path the shell's HTML (unless
  // `files` has a page of its own for it, as a server-rendered screen). Offline: a TypeError.
  const network = { isOnline: true, requests: [] as string[] };
  const fetch = async (input: string | FakeRequest) => {
    const pathname = path(href(input));
    network.requests.push(pathname);
    if (!network.isOnline) throw new TypeError('Failed to fetch');
    const file =
      files.get(pathname) ?? (isAppPath(pathname) ? files.get('/app-shell.html') : undefined);
    if (!file) return new Response('Not found', { status: 404 });
    return new Response(file.body, { headers: { 'content-type': file.type } });
  };
  const handlers = new Map<string, Handler>();
  const claimed: string[] = [];
  const self = {
    location: { origin: ORIGIN },
    clients: {
      claim: async () => {
        claimed.push('claim');
      },
    },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: async () => {},
  };
  const caches = { open: async () => cache, match: cache.match, keys: async () => [] };
  // The photo and share scripts it imports have tests of their own (service-worker-photos, -share).
  vm.runInNewContext(SOURCE, {
    self,
    caches,
    fetch,
    Response,
    Headers,
    URL,
    importScripts: () => {},
  });

  /** Runs one event to its end: what it answered and everything it asked to wait for. */
  async function dispatch(type: string, fields: Record<string, unknown> = {}) {
    const pending: Array<Promise<unknown>> = [];
    let answer: Promise<Response> | undefined;
    handlers.get(type)?.({
      ...fields,
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
      respondWith: (promise: Promise<Response>) => {
        answer = promise;
        pending.push(promise);
      },
    });
    // waitUntil may be called later, while an answer is pending.
    for (let index = 0; index < pending.length; index += 1) await pending[index];
    return answer;
  }
  const request = (url: string, mode = 'no-cors') => ({ url: href(url), method: 'GET', mode });
  return {
    network,
    claimed,
    message: (data: unknown) => dispatch('message', { data }),
    /** What the page keeps as a screen's picture (lib/last-screen), by path. */
    keepPicture: (pathname: string, body: string) =>
      cache.put(pathname, new Response(body, { headers: { 'content-type': 'text/html' } })),
    forgetPictures: (...pathnames: string[]) => {
      for (const pathname of pathnames) entries.delete(href(pathname));
    },
    install: () => dispatch('install'),
    navigate: (url: string) => dispatch('fetch', { request: request(url, 'navigate') }),
    get: (url: string) => dispatch('fetch', { request: request(url) }),
    cached: () => [...entries.keys()].map(path).sort(),
    cachedBodies: () => Promise.all([...entries.values()].map((r) => r.clone().text())),
    cachedShell: async () => {
      const response = entries.get(href('/app-shell.html'))?.clone();
      return { type: response?.headers.get('content-type'), body: await response?.text() };
    },
  };
}

const html = (body: string) => ({ body, type: 'text/html; charset=utf-8' });
const script = { body: 'export {}', type: 'text/javascript' };

describe('the service worker', () => {
  it('keeps the shell and its assets at install, never a file opened directly', async () => {
    const files = new Map([
      ['/app-shell.html', html(shell('/assets/a1.js'))],
      ['/assets/a1.js', script],
      ['/icon.svg', { body: '<svg/>', type: 'image/svg+xml' }],
    ]);
    const sw = serviceWorker(files);
    await sw.install();
    expect(sw.cached()).toContain('/assets/a1.js');

    const icon = await sw.navigate('/icon.svg');
    expect(icon).toBeUndefined();
    expect(await sw.navigate('/assets/missing.js')).toBeUndefined();
    expect(await sw.cachedShell()).toEqual({
      type: 'text/html; charset=utf-8',
      body: shell('/assets/a1.js'),
    });
  });

  it('answers a reopen with the kept shell at once, offline too, then refreshes it', async () => {
    const files = new Map([
      ['/app-shell.html', html(shell('/assets/a1.js'))],
      ['/assets/a1.js', script],
      ['/assets/a2.js', script],
    ]);
    const sw = serviceWorker(files);
    await sw.install();

    sw.network.isOnline = false;
    const offline = await sw.navigate('/memories');
    expect(await offline?.text()).toBe(shell('/assets/a1.js'));

    // A new build: this reopen still gets the kept shell, the next one the new one.
    sw.network.isOnline = true;
    files.set('/app-shell.html', html(shell('/assets/a2.js')));
    const reopened = await sw.navigate('/dashboard');
    expect(await reopened?.text()).toBe(shell('/assets/a1.js'));
    expect(sw.network.requests).not.toContain('/dashboard');
    expect((await sw.cachedShell()).body).toBe(shell('/assets/a2.js'));
    expect(sw.cached()).toContain('/assets/a2.js');
  });

  it('keeps the theme script the shell names, for an offline start in the right theme', async () => {
    const files = new Map([
      [
        '/app-shell.html',
        html('<html><script src="/theme-init.js"></script><script src="/assets/a1.js"></script>'),
      ],
      ['/assets/a1.js', script],
      ['/theme-init.js', { body: 'applyTheme()', type: 'text/javascript' }],
    ]);
    const sw = serviceWorker(files);
    await sw.install();
    expect(sw.cached()).toContain('/theme-init.js');
    sw.network.isOnline = false;
    expect(await (await sw.get('/theme-init.js'))?.text()).toBe('applyTheme()');
  });

  it("never stores a page from the network: it may carry a person's data", async () => {
    const files = new Map([
      ['/app-shell.html', html(shell('/assets/a1.js'))],
      ['/assets/a1.js', script],
      ['/dashboard', html('<main>Ana &amp; Bruno, 3 recuerdos</main>')],
    ]);
    const sw = serviceWorker(files);
    // Before the shell is kept (the install failed or is under way): the network answers.
    const first = await sw.navigate('/dashboard');
    expect(await first?.text()).toContain('Ana &amp; Bruno');
    expect(sw.cached()).toEqual([]);

    await sw.install();
    await sw.navigate('/dashboard');
    const bodies = await sw.cachedBodies();
    expect(bodies.some((body) => body.includes('Ana &amp; Bruno'))).toBe(false);
    expect(
      sw.cached().filter((key) => !key.startsWith('/assets/') && !key.startsWith('/__sw/')),
    ).toEqual(['/app-shell.html']);
  });

  it('keeps the assets of the current and the previous build, lazy chunks included', async () => {
    const files = new Map([
      ['/app-shell.html', html(shell('/assets/a1.js'))],
      ['/assets/a1.js', script],
      ['/assets/lazy1.js', script],
      ['/assets/a2.js', script],
      ['/assets/a3.js', script],
    ]);
    const sw = serviceWorker(files);
    await sw.install();
    await sw.get('/assets/lazy1.js');
    await sw.navigate('/dashboard');
    expect(sw.cached()).toEqual(expect.arrayContaining(['/assets/a1.js', '/assets/lazy1.js']));

    files.set('/app-shell.html', html(shell('/assets/a2.js')));
    await sw.navigate('/dashboard');
    await sw.get('/assets/a2.js');
    expect(sw.cached()).toEqual(
      expect.arrayContaining(['/assets/a1.js', '/assets/lazy1.js', '/assets/a2.js']),
    );

    files.set('/app-shell.html', html(shell('/assets/a3.js')));
    await sw.navigate('/dashboard');
    // The newest shell's assets come with it; the build before the previous one goes.
    const assets = sw.cached().filter((key) => key.startsWith('/assets/'));
    expect(assets).toEqual(['/assets/a2.js', '/assets/a3.js']);
  });

  it("keeps every screen's scripts at install, so a screen never opened opens offline", async () => {
    const list = (...assets: string[]) => ({
      body: JSON.stringify(assets),
      type: 'application/json',
    });
    const files = new Map([
      ['/app-shell.html', html(shell('/assets/a1.js'))],
      ['/asset-list.json', list('/assets/a1.js', '/assets/stats-1.js', '/assets/gone.js')],
      ['/assets/a1.js', script],
      ['/assets/stats-1.js', { body: 'stats', type: 'text/javascript' }],
    ]);
    const sw = serviceWorker(files);
    // A listed file the server lacks is left out; the install still succeeds.
    await sw.install();
    expect(sw.cached()).toEqual(expect.arrayContaining(['/assets/a1.js', '/assets/stats-1.js']));
    expect(sw.cached()).not.toContain('/assets/gone.js');

    sw.network.isOnline = false;
    sw.network.requests.length = 0;
    expect(await (await sw.get('/assets/stats-1.js'))?.text()).toBe('stats');
    expect(sw.network.requests).toEqual([]);

    // Two builds later, the first build's screens go with it.
    sw.network.isOnline = true;
    for (const build of ['2', '3']) {
      files.set('/app-shell.html', html(shell(`/assets/a${build}.js`)));
      files.set('/asset-list.json', list(`/assets/a${build}.js`, `/assets/stats-${build}.js`));
      files.set(`/assets/a${build}.js`, script);
      files.set(`/assets/stats-${build}.js`, script);
      await sw.navigate('/dashboard');
    }
    const assets = sw.cached().filter((key) => key.startsWith('/assets/'));
    expect(assets).toEqual([
      '/assets/a2.js',
      '/assets/a3.js',
      '/assets/stats-2.js',
      '/assets/stats-3.js',
    ]);
  });

  it("answers a reopen with the last screen's picture before #root, offline too", async () => {
    const shellHtml = '<html><body><div id="root"></div><script src="/assets/a1.js"></script>';
    const files = new Map([
      ['/app-shell.html', html(shellHtml)],
      ['/assets/a1.js', script],
    ]);
    const sw = serviceWorker(files);
    await sw.install();
    await sw.keepPicture('/dashboard', '<h1 id="couple-names">Ana &amp; Bruno</h1>');
    sw.network.isOnline = false;

    const reopened = await sw.navigate('/dashboard?from=home');
    expect(await reopened?.text()).toBe(
      '<html><body><div id="last-screen" inert aria-hidden="true">' +
        '<h1 id="couple-names">Ana &amp; Bruno</h1></div><div id="root"></div>' +
        '<script src="/assets/a1.js"></script>',
    );
    expect(reopened?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Another screen has no picture: the plain shell.
    expect(await (await sw.navigate('/memories'))?.text()).toBe(shellHtml);
    // Dropped (a sign-out): the plain shell again.
    sw.forgetPictures('/dashboard');
    expect(await (await sw.navigate('/dashboard'))?.text()).toBe(shellHtml);
  });

  it('takes over a page that loaded while it was installing, when the page asks', async () => {
    const sw = serviceWorker(new Map([['/app-shell.html', html(shell())]]));
    await sw.message('something else');
    expect(sw.claimed).toEqual([]);
    await sw.message('claim');
    expect(sw.claimed).toEqual(['claim']);
  });

  it('leaves the API alone', async () => {
    const sw = serviceWorker(new Map([['/app-shell.html', html(shell())]]));
    await sw.install();
    expect(await sw.get('/api/dashboard')).toBeUndefined();
    expect(await sw.navigate('/api/realtime')).toBeUndefined();
    expect(sw.cached().some((key) => key.startsWith('/api/'))).toBe(false);
  });
});
