import { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { serve } from '@hono/node-server';
import { errorBody } from './errors';

/**
 * How long a client may take to send a request (docs/LIMITS.md). A slow body
 * holds a connection and a half-read request in memory: left unlimited, a few thousand
 * trickling clients exhaust the server. 60 s is enough for the largest upload (a 5 MB photo
 * in a multipart body) at under 1 Mbit/s.
 */
export const REQUEST_TIMEOUTS = {
  /** Until the request's headers are in. */
  headersMs: 15_000,
  /** Until the whole request, body included, is in. */
  requestMs: 60_000,
  /** How often Node looks for requests over their time; bounds the overshoot. */
  checkIntervalMs: 2_000,
  /**
   * How long an idle connection is kept for the client's next request. Node's 5 s is shorter
   * than what clients and proxies keep theirs (a load balancer's 60 s): a request sent on a
   * socket just as the server closed it was reset (seen in the tests, ECONNRESET on a POST).
   * Longer than the usual proxy's idle time, so the proxy is the one that closes.
   */
  keepAliveMs: 65_000,
};

export type RequestTimeouts = typeof REQUEST_TIMEOUTS;

function rawJsonResponse(status: string, message: string): string {
  const body = JSON.stringify(
    errorBody(status.startsWith('408') ? 'request_timeout' : 'bad_request', message),
  );
  return (
    `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `Connection: close\r\nCache-Control: no-store\r\n\r\n${body}`
  );
}

/**
 * Errors Node raises on a connection before or while a request is read. Node would answer a bare
 * 408 or 400; these are in our format with a translated key, and the connection is closed.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const response =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? rawJsonResponse('408 Request Timeout', 'errors.requestTimeout')
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? rawJsonResponse('431 Request Header Fields Too Large', 'errors.invalidInput')
        : rawJsonResponse('400 Bad Request', 'errors.invalidInput');
  socket.end(response);
}

/** The app on a Node HTTP server with our request timeouts. */
export function serveApp(
  fetch: (request: Request) => Response | Promise<Response>,
  {
    port,
    hostname,
    timeouts = REQUEST_TIMEOUTS,
  }: { port: number; hostname?: string; timeouts?: RequestTimeouts },
  onListen?: (port: number) => void,
): Server {
  const server = serve(
    {
      fetch,
      port,
      hostname,
      serverOptions: {
        headersTimeout: timeouts.headersMs,
        requestTimeout: timeouts.requestMs,
        connectionsCheckingInterval: timeouts.checkIntervalMs,
        keepAliveTimeout: timeouts.keepAliveMs,
      },
    },
    (info) => onListen?.(info.port),
  );
  // serve() makes an HTTP/1.1 server unless told otherwise; the timeouts above are its options.
  if (!(server instanceof Server)) throw new Error('Expected an HTTP/1.1 server');
  server.on('clientError', answerClientError);
  return server;
}
