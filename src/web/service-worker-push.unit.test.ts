import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'https://juntos.test';
const SOURCE = readFileSync(new URL('./public/sw.js', import.meta.url), 'utf8');

type Handler = (event: Record<string, unknown>) => void;

/** sw.js in a sandbox with a fake registration and clients, to follow a push and a tap. */
function serviceWorker(openWindows: string[] = []) {
  const handlers = new Map<string, Handler>();
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const navigations: string[] = [];
  const opened: string[] = [];
  const windows = openWindows.map((url) => ({
    url,
    focus: async function focus() {
      return this;
    },
    navigate: async (target: string) => navigations.push(target),
  }));
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => opened.push(url),
    },
  };
  // The photo and share scripts it imports have tests of their own (service-worker-photos, -share).
  vm.runInNewContext(SOURCE, { self, caches: {}, fetch, Response, URL, importScripts: () => {} });

  async function dispatch(type: string, fields: Record<string, unknown>) {
    const pending: Array<Promise<unknown>> = [];
    handlers.get(type)?.({ ...fields, waitUntil: (p: Promise<unknown>) => pending.push(p) });
    await Promise.all(pending);
  }
  return {
    shown,
    navigations,
    opened,
    push: (payload: unknown) =>
      dispatch('push', { data: { json: () => JSON.parse(JSON.stringify(payload)) } }),
    tap: (url: unknown) =>
      dispatch('notificationclick', { notification: { data: { url }, close: () => {} } }),
  };
}

describe('the service worker and push', () => {
  it('shows the notification the server worded, tagged by kind', async () => {
    const sw = serviceWorker();
    await sw.push({
      title: 'Ana añadió un recuerdo',
      body: '«Cádiz» 📸',
      url: '/memories',
      tag: 'memory',
    });
    expect(sw.shown).toEqual([
      {
        title: 'Ana añadió un recuerdo',
        options: expect.objectContaining({
          body: '«Cádiz» 📸',
          tag: 'memory',
          data: { url: '/memories' },
        }),
      },
    ]);
  });

  it('opens the right screen on a tap: in the open window, else in a new one', async () => {
    const withWindow = serviceWorker([`${ORIGIN}/dashboard`]);
    await withWindow.tap('/pet');
    expect(withWindow.navigations).toEqual([`${ORIGIN}/pet`]);

    const closed = serviceWorker();
    await closed.tap('/memories');
    expect(closed.opened).toEqual([`${ORIGIN}/memories`]);
  });

  it('never sends a tap off the app', async () => {
    const sw = serviceWorker();
    await sw.tap('//evil.example/phish');
    await sw.tap('https://evil.example');
    expect(sw.opened).toEqual([`${ORIGIN}/dashboard`, `${ORIGIN}/dashboard`]);
  });
});
