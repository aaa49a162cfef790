/**
 * A Server-Sent Events body made of one ReadableStream: for the app answering in-process
 * (`app.request` in tests) or on a runtime other than Node. On Node the streams are written
 * straight to the response instead (node-event-stream.ts), which holds far less per stream.
 * Hono's `streamSSE` is used by neither: it pipes a TransformStream through a second
 * ReadableStream and keeps the request's whole context alive for the stream's life.
 */
export interface EventSink {
  /** Queues a named event; `data` is one line (our payloads are JSON). */
  writeSSE: (message: { event: string; data: string }) => Promise<void>;
  /** Queues raw text (a `: ping` comment). */
  write: (text: string) => Promise<void>;
  onAbort: (listener: () => void) => void;
  readonly aborted: boolean;
}

/** A stream a route asked for on Node, started once its headers are final (node-event-stream.ts). */
export interface PendingNodeStream {
  produce: (sink: EventSink) => Promise<void>;
  onError: (error: unknown) => void;
}

/**
 * Bytes a client may leave unread before its stream is ended (it reconnects and refetches).
 * Events are small invalidations: this many queued means the client stopped reading, and the
 * queue would otherwise grow in our memory.
 */
export const MAX_UNREAD_BYTES = 64 * 1024;

const encoder = new TextEncoder();

/**
 * Runs `produce` with a sink, and returns the body to answer with. The body ends when `produce`
 * returns; `onAbort` listeners run when the client goes away (or stops reading).
 */
export function eventStreamBody(
  produce: (sink: EventSink) => Promise<void>,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  let isAborted = false;
  let isClosed = false;
  const abortListeners: Array<() => void> = [];
  const abort = () => {
    if (isAborted) return;
    isAborted = true;
    for (const listener of abortListeners.splice(0)) listener();
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const enqueue = (text: string) => {
        if (isAborted || isClosed) return Promise.resolve();
        controller.enqueue(encoder.encode(text));
        if ((controller.desiredSize ?? 0) < -MAX_UNREAD_BYTES) abort();
        return Promise.resolve();
      };
      const sink: EventSink = {
        writeSSE: ({ event, data }) => enqueue(`event: ${event}\ndata: ${data}\n\n`),
        write: enqueue,
        onAbort: (listener) => {
          if (isAborted) listener();
          else abortListeners.push(listener);
        },
        get aborted() {
          return isAborted;
        },
      };
      produce(sink)
        .catch(onError)
        .finally(() => {
          isClosed = true;
          if (!isAborted) controller.close();
        });
    },
    cancel: abort,
  });
}
