import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'https://juntos.test';
const SOURCE = readFileSync(new URL('./public/sw-photos.js', import.meta.url), 'utf8');
const PHOTO_CACHE = 'juntos-photos-v1';
const MB = 1024 * 1024;

type Handler = (event: Record<string, unknown>) => void;
type RequestLike = string | { url: string };
type Index = {
  budget: number;
  total: number;
  entries: Record<string, { size: number; used: number }>;
};
interface PhotoFunctions {
  DEFAULT_BUDGET_BYTES: number;
  photoKey: (href: string) => string;
  isKeepable: (response: Response) => boolean;
  admit: (
    index: Index,
    key: string,
    size: number,
    now: number,
  ) => { keep: boolean; evict: string[] };
}

const href = (input: RequestLike) =>
  new URL(typeof input === 'string' ? input : input.url, ORIGIN).href;

/** What the storage route answers: an image, same origin (`basic`), kept an hour privately. */
function photoResponse(bytes: number, init: { status?: number; headers?: HeadersInit } = {}) {
  const response = new Response(new Uint8Array(bytes), {
    status: init.status ?? 200,
    headers: init.headers ?? {
      'content-type': 'image/webp',
      'cache-control': 'private, max-age=3600',
    },
  });
  // A Response made here is `default`; a same-origin fetch's is `basic`.
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

/**
 * sw-photos.js in a sandbox: a real CacheStorage's behaviour over maps (named caches, `has`,
 * `delete`, `match` with `cacheName`), a network answering from `answer`, and a clock.
 */
function photoWorker(answer: (url: string) => Response | Promise<Response>) {
  const stores = new Map<string, Map<string, Response>>();
  const openCache = (name: string) => {
    let entries = stores.get(name);
    if (!entries) {
      entries = new Map();
      stores.set(name, entries);
    }
    const kept = entries;
    return {
      match: async (input: RequestLike) => kept.get(href(input))?.clone(),
      put: async (input: RequestLike, response: Response) => {
        kept.set(href(input), response);
      },
      delete: async (input: RequestLike) => kept.delete(href(input)),
      keys: async () => [...kept.keys()].map((url) => ({ url })),
    };
  };
  const caches = {
    open: async (name: string) => openCache(name),
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
    match: async (input: RequestLike, options: { cacheName: string }) =>
      stores.get(options.cacheName)?.get(href(input))?.clone(),
  };
  const network: string[] = [];
  const fetch = async (request: { url: string }) => {
    network.push(request.url);
    return answer(request.url);
  };
  let clock = 1_000;
  const handlers = new Map<string, Handler>();
  const self: Record<string, unknown> = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
  };
  const sandboxDate = { now: () => clock };
  vm.runInNewContext(SOURCE, {
    self,
    caches,
    fetch,
    Response,
    Headers,
    URL,
    Date: sandboxDate,
  });

  /** One fetch event to its end: the answer, and everything it asked to wait for. */
  async function get(url: string, method = 'GET') {
    clock += 1;
    const pending: Array<Promise<unknown>> = [];
    let answered: Promise<Response> | undefined;
    handlers.get('fetch')?.({
      request: { url: href(url), method, mode: 'no-cors' },
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
      respondWith: (promise: Promise<Response>) => {
        answered = promise;
        pending.push(promise);
      },
    });
    for (let index = 0; index < pending.length; index += 1) {
      await pending[index]?.catch(() => {});
    }
    return answered;
  }
  const photos = () =>
    [...(stores.get(PHOTO_CACHE)?.keys() ?? [])].filter((key) => !key.includes('/__sw/'));
  const storedIndex = async (): Promise<Index | undefined> =>
    stores.get(PHOTO_CACHE)?.get(`${ORIGIN}/__sw/photo-index.json`)?.clone().json();
  return {
    get,
    network,
    photos,
    storedIndex,
    stores,
    functions: self.JuntosPhotos as PhotoFunctions,
    /** A stored budget other than the default (an index written with one). */
    setBudget: (budget: number) => {
      stores.set(
        PHOTO_CACHE,
        new Map([
          [
            `${ORIGIN}/__sw/photo-index.json`,
            new Response(JSON.stringify({ budget, entries: {} }), {
              headers: { 'content-type': 'application/json' },
            }),
          ],
        ]),
      );
    },
  };
}

const signed = (path: string, expires: number, signature: string, couple?: string) =>
  `/api/storage/memories/${path}?expires=${expires}${couple ? `&couple=${couple}` : ''}&signature=${signature}`;
const COUPLE = '0b7f2a3c-1d2e-4f50-8a9b-0c1d2e3f4a5b';

describe('the photo cache of the service worker', () => {
  it('keys a photo by its address without the signature and the expiry', () => {
    const { functions } = photoWorker(() => photoResponse(10));
    const key = (url: string) => functions.photoKey(new URL(url, ORIGIN).href);
    expect(key(signed('c/a.thumb.webp', 1700003600, 'sigA', COUPLE))).toBe(
      key(signed('c/a.thumb.webp', 1700007200, 'sigB', COUPLE)),
    );
    expect(key(signed('c/a.thumb.webp', 1, 's', COUPLE))).toBe(
      `${ORIGIN}/api/storage/memories/c/a.thumb.webp?couple=${COUPLE}`,
    );
    // Another photo, its large version, or the same photo shown in another couple: other keys.
    expect(key(signed('c/a.thumb.webp', 1, 's'))).not.toBe(key(signed('c/b.thumb.webp', 1, 's')));
    expect(key(signed('c/a.thumb.webp', 1, 's'))).not.toBe(
      key(signed('c/a.thumb-large.webp', 1, 's')),
    );
    expect(key(signed('c/a.thumb.webp', 1, 's', COUPLE))).not.toBe(
      key(signed('c/a.thumb.webp', 1, 's')),
    );
  });

  it('answers a photo seen once from the device, however it is signed the next time', async () => {
    const sw = photoWorker(() => photoResponse(2048));
    const first = await sw.get(signed('c/a.thumb.webp', 1700003600, 'sigA', COUPLE));
    expect((await first?.arrayBuffer())?.byteLength).toBe(2048);
    expect(sw.network).toHaveLength(1);

    const again = await sw.get(signed('c/a.thumb.webp', 1700007200, 'sigB', COUPLE));
    expect(again?.status).toBe(200);
    expect(again?.headers.get('content-type')).toBe('image/webp');
    expect((await again?.arrayBuffer())?.byteLength).toBe(2048);
    // The second answer came from the cache: no request for it.
    expect(sw.network).toHaveLength(1);
  });

  it('shows a kept photo offline, and lets an unseen one fail as the network does', async () => {
    let isOnline = true;
    const sw = photoWorker(() => {
      if (!isOnline) throw new TypeError('Failed to fetch');
      return photoResponse(100);
    });
    await sw.get(signed('c/a.webp', 1, 'a'));
    isOnline = false;
    expect((await sw.get(signed('c/a.webp', 2, 'b')))?.status).toBe(200);
    await expect(sw.get(signed('c/unseen.webp', 1, 'a'))).rejects.toThrow('Failed to fetch');
  });

  it('never keeps a refusal, an error, a no-store answer or something not an image', async () => {
    const answers: Record<string, () => Response> = {
      forbidden: () =>
        photoResponse(10, { status: 403, headers: { 'content-type': 'image/webp' } }),
      missing: () => photoResponse(10, { status: 404, headers: { 'content-type': 'image/webp' } }),
      failed: () => photoResponse(10, { status: 500, headers: { 'content-type': 'image/webp' } }),
      private: () =>
        photoResponse(10, {
          headers: { 'content-type': 'image/webp', 'cache-control': 'private, no-store' },
        }),
      json: () => photoResponse(10, { headers: { 'content-type': 'application/json' } }),
    };
    const sw = photoWorker((url) => {
      const name = new URL(url).pathname.split('/').pop()?.split('.')[0] ?? '';
      return answers[name]?.() ?? photoResponse(10);
    });
    for (const name of Object.keys(answers)) {
      const response = await sw.get(signed(`c/${name}.webp`, 1, 's'));
      expect(response).toBeDefined();
    }
    expect(sw.photos()).toEqual([]);
    // Each was asked again: nothing stands in for the server's answer.
    for (const name of Object.keys(answers)) await sw.get(signed(`c/${name}.webp`, 2, 't'));
    expect(sw.network).toHaveLength(Object.keys(answers).length * 2);
  });

  it('leaves other requests to the rest of the worker', async () => {
    const sw = photoWorker(() => photoResponse(10));
    expect(await sw.get('/api/memories')).toBeUndefined();
    expect(await sw.get('/assets/app.js')).toBeUndefined();
    expect(await sw.get(signed('c/a.webp', 1, 's'), 'POST')).toBeUndefined();
    expect(await sw.get(`https://elsewhere.test${signed('c/a.webp', 1, 's')}`)).toBeUndefined();
    expect(sw.network).toEqual([]);
  });

  it('keeps within its budget, the least recently used photos out first', async () => {
    const sw = photoWorker(() => photoResponse(1000));
    sw.setBudget(10_000);
    for (let photo = 1; photo <= 10; photo += 1) await sw.get(signed(`c/${photo}.webp`, 1, 's'));
    // Seen again: 1 becomes the most recent, so 2 and 3 are now the least recently used.
    await sw.get(signed('c/1.webp', 2, 't'));
    expect(sw.network).toHaveLength(10);
    // Over the budget: the oldest go until 90% of it is left (not one per photo from then on).
    await sw.get(signed('c/11.webp', 1, 's'));
    const names = () =>
      sw
        .photos()
        .map((key) => Number(new URL(key).pathname.match(/(\d+)\.webp$/)?.[1]))
        .sort((a, b) => a - b);
    expect(names()).toEqual([1, 4, 5, 6, 7, 8, 9, 10, 11]);

    const index = await sw.storedIndex();
    const sizes = Object.values(index?.entries ?? {}).map((entry) => entry.size);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(9000);
    expect(index?.total).toBe(9000);
    // 2 was dropped: it is asked from the network again.
    await sw.get(signed('c/2.webp', 2, 't'));
    expect(sw.network).toHaveLength(12);
    expect(names()).toContain(2);
  });

  it('does not keep a photo larger than the whole budget, nor evict for it', async () => {
    const sizes: Record<string, number> = { 'small.webp': 500, 'huge.webp': 5000 };
    const sw = photoWorker((url) =>
      photoResponse(sizes[new URL(url).pathname.split('/').pop() ?? ''] ?? 1),
    );
    sw.setBudget(3000);
    await sw.get(signed('c/small.webp', 1, 's'));
    await sw.get(signed('c/huge.webp', 1, 's'));
    expect(sw.photos().map((key) => new URL(key).pathname)).toEqual([
      '/api/storage/memories/c/small.webp',
    ]);
  });

  it('starts again after the page deleted the cache (signing out)', async () => {
    const sw = photoWorker(() => photoResponse(100));
    await sw.get(signed('c/a.webp', 1, 's'));
    sw.stores.delete(PHOTO_CACHE);
    await sw.get(signed('c/b.webp', 1, 's'));
    const index = await sw.storedIndex();
    expect(Object.keys(index?.entries ?? {}).map((key) => new URL(key).pathname)).toEqual([
      '/api/storage/memories/c/b.webp',
    ]);
    // The photo seen before the sign-out is not there: it is asked again.
    await sw.get(signed('c/a.webp', 2, 't'));
    expect(sw.network).toHaveLength(3);
  });

  it("never counts the page's notes under /__sw/ as photos", async () => {
    const sw = photoWorker(() => photoResponse(100));
    sw.setBudget(1000);
    sw.stores
      .get(PHOTO_CACHE)
      ?.set(
        `${ORIGIN}/__sw/photo-couple`,
        new Response(COUPLE, { headers: { 'content-length': '36' } }),
      );
    for (let photo = 1; photo <= 12; photo += 1) await sw.get(signed(`c/${photo}.webp`, 1, 's'));
    const index = await sw.storedIndex();
    expect(Object.keys(index?.entries ?? {}).some((key) => key.includes('/__sw/'))).toBe(false);
    // Evicting the oldest photos never took the note with them.
    expect(sw.stores.get(PHOTO_CACHE)?.has(`${ORIGIN}/__sw/photo-couple`)).toBe(true);
  });

  it('holds a phone-sized history within 200 MB by default (measured)', () => {
    const { functions } = photoWorker(() => photoResponse(1));
    expect(functions.DEFAULT_BUDGET_BYTES).toBe(200 * MB);
    // A couple with 3,000 memories scrolled through twice: each thumbnail (~30 KB) and large
    // thumbnail (~90 KB) seen, one in five opened full size (~1.5 MB), in a repeatable order.
    const index: Index = { budget: functions.DEFAULT_BUDGET_BYTES, total: 0, entries: {} };
    let now = 0;
    let peak = 0;
    let evicted = 0;
    let stored = 0;
    let random = 7;
    const next = () => {
      random = (random * 48271) % 2147483647;
      return random / 2147483647;
    };
    for (let pass = 0; pass < 2; pass += 1) {
      for (let memory = 0; memory < 3000; memory += 1) {
        const files: Array<[string, number]> = [
          [`m${memory}.thumb.webp`, 20_000 + Math.floor(next() * 20_000)],
          [`m${memory}.thumb-large.webp`, 60_000 + Math.floor(next() * 60_000)],
        ];
        if (next() < 0.2)
          files.push([`m${memory}.jpg`, 1_000_000 + Math.floor(next() * 1_000_000)]);
        for (const [name, size] of files) {
          now += 1;
          stored += size;
          evicted += functions.admit(index, name, size, now).evict.length;
          peak = Math.max(peak, index.total);
        }
      }
    }
    const total = Object.values(index.entries).reduce((sum, entry) => sum + entry.size, 0);
    expect(index.total).toBe(total);
    expect(peak).toBeLessThanOrEqual(200 * MB);
    expect(evicted).toBeGreaterThan(0);
    // The most recent photos are the ones kept: the last memory's are all there.
    expect(index.entries['m2999.thumb.webp']).toBeDefined();
    console.info(
      `photo cache: ${(stored / MB).toFixed(0)} MB of photos seen, peak ${(peak / MB).toFixed(1)} MB ` +
        `of ${functions.DEFAULT_BUDGET_BYTES / MB} MB, ${(total / MB).toFixed(1)} MB and ` +
        `${Object.keys(index.entries).length} photos kept at the end, ${evicted} evicted`,
    );
  });
});
