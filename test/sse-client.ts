import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import type { TestApp } from './test-app';

export interface SseFrame {
  event: string;
  data: string;
}

const DEFAULT_TIMEOUT_MS = 5000;

/**
 * Reads a Server-Sent Events response as a browser's EventSource would: frames split on a blank
 * line, comments (heartbeats) kept apart. `next` waits for the first unseen frame that matches.
 */
export function readEventStream(response: Response) {
  if (!response.body) throw new Error('The response has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const frames: SseFrame[] = [];
  const comments: string[] = [];
  let consumed = 0;
  let wake: () => void = () => {};
  let isDone = false;

  const parse = (block: string) => {
    const frame: SseFrame = { event: 'message', data: '' };
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('event:')) frame.event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length > 0 || frame.event !== 'message')
      frames.push({ ...frame, data: data.join('\n') });
  };

  const pump = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        wake();
      }
    } catch {
      // Cancelled by close().
    } finally {
      isDone = true;
      wake();
    }
  })();

  return {
    response,
    frames,
    comments,
    /** Frames of `event: invalidate`, parsed. */
    invalidations: () =>
      frames
        .filter((f) => f.event === 'invalidate')
        .map((f) => JSON.parse(f.data) as { type: string; ids: string[] }),
    async next(match: (frame: SseFrame) => boolean = () => true, timeoutMs = DEFAULT_TIMEOUT_MS) {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const index = frames.findIndex((frame, i) => i >= consumed && match(frame));
        if (index !== -1) {
          consumed = index + 1;
          return frames[index]!;
        }
        if (isDone) throw new Error(`Stream ended; frames so far: ${JSON.stringify(frames)}`);
        const remaining = deadline - performance.now();
        if (remaining <= 0)
          throw new Error(`No matching frame; frames so far: ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, remaining);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    async close() {
      await reader.cancel().catch(() => {});
      await pump;
    },
  };
}

export type EventStream = ReturnType<typeof readEventStream>;

/** The app on a real ephemeral port, as a second (or first) server instance. */
export async function serveTestApp(testApp: Pick<TestApp, 'app'>) {
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: testApp.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Opens GET /api/realtime over real HTTP with a client's cookies. */
export async function openRealtimeStream(origin: string, cookie: string): Promise<EventStream> {
  const response = await fetch(`${origin}/api/realtime`, {
    headers: { cookie, accept: 'text/event-stream' },
  });
  return readEventStream(response);
}
