import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'https://juntos.test';
const SOURCE = readFileSync(new URL('./public/sw-share-target.js', import.meta.url), 'utf8');
const SHARE_CACHE = 'juntos-share-v1';
const DAY = 24 * 60 * 60 * 1000;

type Handler = (event: Record<string, unknown>) => void;

/** sw-share-target.js in a sandbox over a map-backed Cache Storage, with a settable clock. */
function shareWorker() {
  const stores = new Map<string, Map<string, Response>>();
  const key = (input: string | { url: string }) =>
    new URL(typeof input === 'string' ? input : input.url, ORIGIN).href;
  const caches = {
    open: async (name: string) => {
      const entries = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, entries);
      return {
        match: async (input: string | { url: string }) => entries.get(key(input))?.clone(),
        put: async (input: string, response: Response) => {
          entries.set(key(input), response);
        },
        delete: async (input: string | { url: string }) => entries.delete(key(input)),
        keys: async () => [...entries.keys()].map((url) => ({ url })),
      };
    },
  };
  let clock = Date.UTC(2026, 0, 10);
  let nextId = 0;
  const handlers = new Map<string, Handler>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
  };
  vm.runInNewContext(SOURCE, {
    self,
    caches,
    Response,
    URL,
    Date: { now: () => clock },
    crypto: { randomUUID: () => `share-${++nextId}` },
  });

  async function post(path: string, body: FormData | string) {
    let answered: Promise<Response> | undefined;
    handlers.get('fetch')?.({
      request: new Request(new URL(path, ORIGIN), { method: 'POST', body }),
      respondWith: (promise: Promise<Response>) => {
        answered = promise;
      },
    });
    return answered ? await answered : undefined;
  }
  const kept = () =>
    [...(stores.get(SHARE_CACHE)?.keys() ?? [])].map((url) => new URL(url).pathname).sort();
  const read = (path: string) => stores.get(SHARE_CACHE)?.get(`${ORIGIN}${path}`)?.clone();
  return {
    post,
    kept,
    read,
    later: (ms: number) => {
      clock += ms;
    },
  };
}

const image = (name: string, bytes = 64, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes).fill(7)], name, { type });

const shareOf = (...files: File[]) => {
  const form = new FormData();
  for (const file of files) form.append('photos', file);
  return form;
};

describe('the share target of the service worker', () => {
  it('keeps the shared photos and sends the app to the new memory with their id (303)', async () => {
    const sw = shareWorker();
    const response = await sw.post('/share-target', shareOf(image('playa.jpg', 100)));
    expect(response?.status).toBe(303);
    expect(response?.headers.get('location')).toBe(`${ORIGIN}/memories?shared=share-1`);

    expect(sw.kept()).toEqual(['/__share/share-1', '/__share/share-1/0']);
    expect(await sw.read('/__share/share-1')?.json()).toEqual({ count: 1, leftOut: 0 });
    const photo = sw.read('/__share/share-1/0');
    expect(photo?.headers.get('content-type')).toBe('image/jpeg');
    expect(photo?.headers.get('x-file-name')).toBe('playa.jpg');
    expect((await photo?.arrayBuffer())?.byteLength).toBe(100);
  });

  it('keeps images only, at most ten, and counts what it left out', async () => {
    const sw = shareWorker();
    const photos = Array.from({ length: 12 }, (_, index) => image(`foto-${index}.jpg`));
    const text = new File(['hola'], 'notas.txt', { type: 'text/plain' });
    const empty = new File([], 'vacia.jpg', { type: 'image/jpeg' });
    await sw.post('/share-target', shareOf(text, ...photos, empty));
    expect(await sw.read('/__share/share-1')?.json()).toEqual({ count: 10, leftOut: 4 });
    expect(sw.kept()).toHaveLength(11);
    expect(sw.read('/__share/share-1/0')?.headers.get('x-file-name')).toBe('foto-0.jpg');
  });

  it('forgets a share never opened after a day', async () => {
    const sw = shareWorker();
    await sw.post('/share-target', shareOf(image('old.jpg')));
    sw.later(DAY + 1);
    await sw.post('/share-target', shareOf(image('new.jpg')));
    expect(sw.kept()).toEqual(['/__share/share-2', '/__share/share-2/0']);
  });

  it('still opens the screen when the share cannot be read, with nothing kept under its id', async () => {
    const sw = shareWorker();
    const response = await sw.post('/share-target', 'not a form');
    expect(response?.status).toBe(303);
    expect(response?.headers.get('location')).toBe(`${ORIGIN}/memories?shared=share-1`);
    expect(sw.kept()).toEqual([]);
  });

  it('answers only POST /share-target', async () => {
    const sw = shareWorker();
    expect(await sw.post('/api/memories', shareOf(image('a.jpg')))).toBeUndefined();
    expect(await sw.post('/share-target/other', shareOf(image('a.jpg')))).toBeUndefined();
    expect(sw.kept()).toEqual([]);
  });
});
