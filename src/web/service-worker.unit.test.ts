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

/** An index.html naming `assets`, as a build writes it. */
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
  // Like the real server: a missing asset is a 404, any other path the SPA's index.html.
  const fetch = async (input: string | FakeRequest) => {
    const pathname = path(href(input));
    const file =
      files.get(pathname) ?? (isAppPath(pathname) ? files.get('/index.html') : undefined);
    if (!file) return new Response('Not found', { status: 404 });
    return new Response(file.body, { headers: { 'content-type': file.type } });
  };
  const handlers = new Map<string, Handler>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: async () => {},
  };
  const caches = { open: async () => cache, match: cache.match, keys: async () => [] };
  // The photo and share scripts it imports have tests of their own (service-worker-photos, -share).
  vm.runInNewContext(SOURCE, { self, caches, fetch, Response, URL, importScripts: () => {} });

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
    install: () => dispatch('install'),
    navigate: (url: string) => dispatch('fetch', { request: request(url, 'navigate') }),
    get: (url: string) => dispatch('fetch', { request: request(url) }),
    cached: () => [...entries.keys()].map(path).sort(),
    cachedShell: async () => {
      const response = entries.get(href('/index.html'))?.clone();
      return { type: response?.headers.get('content-type'), body: await response?.text() };
    },
  };
}

const html = (body: string) => ({ body, type: 'text/html; charset=utf-8' });
const script = { body: 'export {}', type: 'text/javascript' };

describe('the service worker', () => {
  it('keeps HTML navigations as the shell, never a file opened directly', async () => {
    const files = new Map([
      ['/index.html', html(shell('/assets/a1.js'))],
      ['/assets/a1.js', script],
      ['/icon.svg', { body: '<svg/>', type: 'image/svg+xml' }],
    ]);
    const sw = serviceWorker(files);
    await sw.install();
    expect(sw.cached()).toContain('/assets/a1.js');

    await sw.navigate('/icon.svg');
    await sw.navigate('/assets/missing.js');
    expect(await sw.cachedShell()).toEqual({
      type: 'text/html; charset=utf-8',
      body: shell('/assets/a1.js'),
    });
  });

  it('keeps the assets of the current and the previous build, lazy chunks included', async () => {
    const files = new Map([
      ['/index.html', html(shell('/assets/a1.js'))],
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

    files.set('/index.html', html(shell('/assets/a2.js')));
    await sw.navigate('/dashboard');
    await sw.get('/assets/a2.js');
    expect(sw.cached()).toEqual(
      expect.arrayContaining(['/assets/a1.js', '/assets/lazy1.js', '/assets/a2.js']),
    );

    files.set('/index.html', html(shell('/assets/a3.js')));
    await sw.navigate('/dashboard');
    const assets = sw.cached().filter((key) => key.startsWith('/assets/'));
    expect(assets).toEqual(['/assets/a2.js']);
  });

  it('leaves the API alone', async () => {
    const sw = serviceWorker(new Map([['/index.html', html(shell())]]));
    await sw.install();
    expect(await sw.get('/api/dashboard')).toBeUndefined();
    expect(await sw.navigate('/api/realtime')).toBeUndefined();
    expect(sw.cached().some((key) => key.startsWith('/api/'))).toBe(false);
  });
});
