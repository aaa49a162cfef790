import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { setupTestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp } from './node-server';

// Over real sockets: what a browser or a proxy sees of the connection itself.
const testApp = setupTestApp();
let server: http.Server;
let port: number;
beforeAll(async () => {
  server = serveApp(testApp.app.fetch, {
    port: 0,
    hostname: '127.0.0.1',
    timeouts: { headersMs: 400, requestMs: 800, checkIntervalMs: 100, keepAliveMs: 2_000 },
  });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function post(agent: http.Agent, path: string, body: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json' },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              body: text,
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    },
  );
}

/** Sends `head` and then nothing; resolves with everything the server answers until it closes. */
function trickle(head: string) {
  return new Promise<{ answer: string; afterMs: number }>((resolve) => {
    const startedAt = performance.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve({ answer, afterMs: performance.now() - startedAt }));
  });
}

/** GET `path` on `agent`; whether it went on a socket an earlier request had used. */
function getReused(agent: http.Agent, path: string) {
  return new Promise<boolean>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(request.reusedSocket));
    });
    request.on('error', reject);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the HTTP connection', () => {
  it('stays open between requests for the keep-alive time, then closes', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await getReused(agent, '/api/health')).toBe(false);
      // Idle for a while, shorter than the keep-alive: the next request takes the same socket.
      await pause(700);
      expect(await getReused(agent, '/api/health')).toBe(true);
      // Idle for longer (Node's server waits a second past its keep-alive): it closed the
      // socket, and the client opens a new one.
      await pause(3_500);
      expect(await getReused(agent, '/api/health')).toBe(false);
    } finally {
      agent.destroy();
    }
  });

  it('is closed after a 413, saying so, and the client carries on with a new one', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const huge = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
      const tooLarge = await post(agent, '/api/auth/sign-in/email', huge);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.connection).toBe('close');
      expect(JSON.parse(tooLarge.body)).toMatchObject({
        error: { message: 'errors.payloadTooLarge' },
      });
      const next = await post(agent, '/api/auth/sign-in/email', '{oops');
      expect(next.status).toBe(400);
    } finally {
      agent.destroy();
    }
  });

  it('answers a body that trickles in too slowly with a translated 408 and closes it', async () => {
    const { answer, afterMs } = await trickle(
      'POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/Connection: close/i);
    expect(answer).toContain('"message":"errors.requestTimeout"');
    expect(afterMs).toBeLessThan(3000);
  });

  it('closes a connection whose headers never end', async () => {
    const { answer, afterMs } = await trickle('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeLessThan(3000);
  });
});
