import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { LIMITS } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { MAX_SHARED_PHOTOS } from './features/memories/shared-photos';

const ORIGIN = 'https://juntos.test';
const SOURCE = readFileSync(new URL('./public/sw-share-target.js', import.meta.url), 'utf8');
const SHARE_CACHE = 'juntos-share-v1';
/** A window of this app the worker knows (clients.get finds it). */
const APP_WINDOW = 'window-of-the-app';

/**
 * Who started a POST navigation, as the worker sees it: the share sheet starts it from no page;
 * a page sends its origin, its address (unless it hides it) and its client id.
 */
interface Sender {
  mode?: string;
  destination?: string;
  clientId?: string;
  origin?: string;
  referrer?: string;
}
const SHARE_SHEET: Sender = {};
const PAGE_OF_THE_APP: Sender = {
  clientId: APP_WINDOW,
  origin: ORIGIN,
  referrer: `${ORIGIN}/memories`,
};

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
  let nextId = 0;
  const handlers = new Map<string, Handler>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    clients: { get: async (id: string) => (id === APP_WINDOW ? { id, url: ORIGIN } : undefined) },
  };
  vm.runInNewContext(SOURCE, {
    self,
    caches,
    Response,
    URL,
    Uint8Array,
    String,
    crypto: { randomUUID: () => `share-${++nextId}` },
  });

  /**
   * A POST as the browser hands it to the worker. Node's Request cannot be a navigation, so the
   * navigation's fields are set beside a real Request's body.
   */
  async function post(path: string, body: FormData | string, sender: Sender = SHARE_SHEET) {
    const real = new Request(new URL(path, ORIGIN), { method: 'POST', body });
    const headers = new Headers(real.headers);
    if (sender.origin) headers.set('origin', sender.origin);
    let answered: Promise<Response> | undefined;
    handlers.get('fetch')?.({
      request: {
        method: 'POST',
        url: real.url,
        mode: sender.mode ?? 'navigate',
        destination: sender.destination ?? 'document',
        referrer: sender.referrer ?? '',
        headers,
        formData: () => real.formData(),
      },
      clientId: sender.clientId ?? '',
      respondWith: (promise: Promise<Response>) => {
        answered = promise;
      },
    });
    return answered ? await answered : undefined;
  }
  const kept = () =>
    [...(stores.get(SHARE_CACHE)?.keys() ?? [])].map((url) => new URL(url).pathname).sort();
  const read = (path: string) => stores.get(SHARE_CACHE)?.get(`${ORIGIN}${path}`)?.clone();
  const constants = (self as unknown as { JuntosShare: ShareInternals }).JuntosShare;
  return { post, kept, read, constants };
}

interface ShareInternals {
  MAX_KEPT_FILES: number;
  MAX_FILE_BYTES: number;
}

const JPEG_START = [0xff, 0xd8, 0xff, 0xe0];
/** A file whose first bytes are a JPEG's (what the worker reads), the rest filler. */
const image = (name: string, bytes = 64, type = 'image/jpeg') => {
  const content = new Uint8Array(bytes).fill(7);
  content.set(JPEG_START.slice(0, bytes));
  return new File([content], name, { type });
};

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

  it('keeps one share waiting at most: a new one replaces one never opened', async () => {
    const sw = shareWorker();
    await sw.post('/share-target', shareOf(image('old.jpg'), image('old-2.jpg')));
    await sw.post('/share-target', shareOf(image('new.jpg')));
    expect(sw.kept()).toEqual(['/__share/share-2', '/__share/share-2/0']);
  });

  it('keeps a share from the share sheet or from a page of the app', async () => {
    const sw = shareWorker();
    await sw.post('/share-target', shareOf(image('hoja.jpg')), SHARE_SHEET);
    expect(await sw.read('/__share/share-1')?.json()).toEqual({ count: 1, leftOut: 0 });
    await sw.post('/share-target', shareOf(image('app.jpg')), PAGE_OF_THE_APP);
    expect(await sw.read('/__share/share-2')?.json()).toEqual({ count: 1, leftOut: 0 });
  });

  it.each<[string, Sender]>([
    [
      'a page of another site',
      { clientId: 'elsewhere', origin: 'https://evil.test', referrer: 'https://evil.test/' },
    ],
    ['another site hiding its address', { clientId: 'elsewhere', origin: 'null' }],
    ['another site naming only its origin', { origin: 'https://evil.test' }],
    ['another site naming only its address', { referrer: 'https://evil.test/page' }],
    ['a fetch() from a page', { ...PAGE_OF_THE_APP, mode: 'cors', destination: '' }],
    ['a frame', { ...PAGE_OF_THE_APP, destination: 'iframe' }],
  ])('keeps nothing from %s, and opens the memories without a share', async (_, sender) => {
    const sw = shareWorker();
    await sw.post('/share-target', shareOf(image('otra.jpg')));
    const response = await sw.post('/share-target', shareOf(image('intrusa.jpg')), sender);
    expect(response?.status).toBe(303);
    expect(response?.headers.get('location')).toBe(`${ORIGIN}/memories`);
    // The share that was waiting is still there; nothing of the refused one is.
    expect(sw.kept()).toEqual(['/__share/share-1', '/__share/share-1/0']);
  });

  it('keeps only files whose bytes are an image, within a memory photo’s size', async () => {
    const sw = shareWorker();
    const zeros = new File([new Uint8Array(4096)], 'ceros.png', { type: 'image/png' });
    const tooLarge = image('enorme.jpg', LIMITS.memoryImageBytes + 1);
    const largest = image('justa.jpg', LIMITS.memoryImageBytes);
    await sw.post('/share-target', shareOf(zeros, tooLarge, largest));
    expect(await sw.read('/__share/share-1')?.json()).toEqual({ count: 1, leftOut: 2 });
    expect(sw.read('/__share/share-1/0')?.headers.get('x-file-name')).toBe('justa.jpg');
  });

  it('keeps to the app’s own limits: a memory photo’s size, the count the form offers', () => {
    const { constants } = shareWorker();
    expect(constants.MAX_FILE_BYTES).toBe(LIMITS.memoryImageBytes);
    expect(constants.MAX_KEPT_FILES).toBe(MAX_SHARED_PHOTOS);
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
