import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * A light Server-Sent Events reader over node:http, for thousands of streams from one test
 * process: no parsing beyond what timing needs. `onInvalidate` gets each invalidation's ids and
 * the moment (performance.now()) its frame arrived.
 */
export interface SseListener {
  ready: Promise<void>;
  close: () => void;
}

export function listen(
  origin: string,
  cookie: string,
  address: string,
  onInvalidate: (ids: string[], at: number) => void,
): SseListener {
  const url = new URL('/api/realtime', origin);
  let close = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    const request = http.get(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: { cookie, accept: 'text/event-stream', 'x-forwarded-for': address },
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        let isReady = false;
        response.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!isReady && frame.startsWith('event: ready')) {
              isReady = true;
              resolve();
            } else if (frame.startsWith('event: invalidate')) {
              const data = frame.slice(frame.indexOf('data:') + 5).trim();
              onInvalidate((JSON.parse(data) as { ids: string[] }).ids, at);
            }
          }
        });
        response.on('error', () => {});
      },
    );
    request.on('error', reject);
    close = () => request.destroy();
  });
  return { ready, close: () => close() };
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inBatches<T>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index] as T, index);
      }
    }),
  );
}
