import { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type EventSink, MAX_UNREAD_BYTES, type PendingNodeStream } from './event-stream';

/**
 * Server-Sent Events written straight to Node's response, for thousands of long-lived streams
 * per instance. Answered through the web `Response`, a stream is a ReadableStream that
 * @hono/node-server reads chunk by chunk into the same Node response: each open stream then holds
 * the stream, its controller and queue, a pending read with its promises, and the request's
 * whole context (measured: docs/REALTIME.md). Here a stream holds its
 * ServerResponse and a small sink object over it, and nothing of the request.
 */

/** What this module puts on a request, for a route to hand its stream to the middleware. */
export interface NodeStreamEnv {
  Variables: {
    /** Served by Node through `nodeEventStreams`: a route may write its stream to the response. */
    nodeEventStreams?: boolean;
    /** The event stream a route asked for, started once the headers are final. */
    nodeEventStream?: PendingNodeStream;
  };
}

/** The Node response under this request, when the app is served by @hono/node-server. */
function nodeResponseOf(c: Context): ServerResponse | null {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : null;
}

/** Header @hono/node-server reads as "the handler wrote the response itself". */
const ALREADY_SENT = 'x-hono-already-sent';

/**
 * An EventSink over a Node response: every write goes to the socket (or its buffer) at once. A
 * class, so that thousands of open streams share its methods instead of each holding closures.
 */
class NodeSink implements EventSink {
  private isAborted = false;
  private abortListeners: Array<() => void> = [];

  constructor(private readonly outgoing: ServerResponse) {
    // The client went away (or the server is closing the connection).
    outgoing.once('close', this.abort.bind(this));
  }

  get aborted() {
    return this.isAborted;
  }

  abort() {
    if (this.isAborted) return;
    this.isAborted = true;
    const listeners = this.abortListeners;
    this.abortListeners = [];
    for (const listener of listeners) listener();
  }

  onAbort(listener: () => void) {
    if (this.isAborted) listener();
    else this.abortListeners.push(listener);
  }

  writeSSE({ event, data }: { event: string; data: string }) {
    return this.write(`event: ${event}\ndata: ${data}\n\n`);
  }

  write(text: string) {
    const { outgoing } = this;
    if (this.isAborted || outgoing.writableEnded) return settled;
    outgoing.write(text);
    // A client that stopped reading: what it left unread would pile up in our memory.
    if (outgoing.writableLength > MAX_UNREAD_BYTES) {
      this.abort();
      outgoing.destroy();
    }
    return settled;
  }

  /** Ends the response once the stream is over (unless the client already left). */
  finish() {
    if (!this.isAborted) this.outgoing.end();
  }
}

const settled = Promise.resolve();

/**
 * Outermost middleware: once every other middleware has set its headers on the answer of a
 * route that asked for a Node stream (`answerWithNodeStream`), writes those headers to the Node
 * response, starts the stream on it and tells @hono/node-server the response is taken care of.
 * Started here, the stream's callbacks run outside the request's async context.
 */
export const nodeEventStreams = () =>
  createMiddleware<NodeStreamEnv>(async (c, next) => {
    const outgoing = nodeResponseOf(c);
    if (!outgoing) return next();
    c.set('nodeEventStreams', true);
    await next();
    const stream = c.get('nodeEventStream');
    if (!stream) return;
    const headers: Record<string, string | string[]> = {};
    c.res.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const cookies = c.res.headers.getSetCookie();
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    outgoing.writeHead(c.res.status, headers);
    outgoing.flushHeaders();
    startNodeStream(outgoing, stream);
    c.res = new Response(null, { headers: { [ALREADY_SENT]: 'true' } });
  });

function startNodeStream(outgoing: ServerResponse, { produce, onError }: PendingNodeStream) {
  const sink = new NodeSink(outgoing);
  produce(sink).catch(onError).finally(sink.finish.bind(sink));
}

/**
 * The answer of an event-stream route on Node: headers only, the body written by
 * `nodeEventStreams` once the headers are final. Null when the app is not served by Node with that
 * middleware (in-process requests in tests): the caller answers with a web stream instead.
 */
export function answerWithNodeStream<E extends NodeStreamEnv>(
  c: Context<E>,
  stream: PendingNodeStream,
  headers: Record<string, string>,
): Response | null {
  if (!c.get('nodeEventStreams')) return null;
  c.set('nodeEventStream', stream);
  return c.body(null, 200, headers);
}
