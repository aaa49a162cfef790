import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveApp } from '@server/http/node-server';
import { createCoupleFixture } from '@test/couple-fixtures';
import { setupTestApp } from '@test/test-app';
import { afterAll, beforeAll, expect, it } from 'vitest';

// Over a real socket: a person who closes the tab mid-download frees their export at once.
const testApp = setupTestApp();
let server: http.Server;
let port: number;
beforeAll(async () => {
  server = serveApp(testApp.app.fetch, { port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('releases the export when the client goes away mid-download', async () => {
  const { a, couple } = await createCoupleFixture(testApp);
  for (const n of [1, 2, 3, 4]) {
    const path = `${couple.id}/big-${n}.jpg`;
    await testApp.deps.blobs.put('memories', path, randomBytes(4 * 1024 * 1024), 'image/jpeg');
    await testApp.deps.pool.query(
      'insert into memories (couple_id, created_by, title, image_url) values ($1, $2, $3, $4)',
      [couple.id, a.user.id, `Grande ${n}`, path],
    );
  }
  const request = http.get({
    host: '127.0.0.1',
    port,
    path: '/api/export',
    headers: { cookie: a.client.cookieHeader },
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  expect(response.statusCode).toBe(200);
  const firstChunk = await new Promise<Buffer>((resolve) => response.once('data', resolve));
  response.pause(); // 16 MB cannot all sit in the socket's buffers: the export is mid-way
  expect(firstChunk.length).toBeGreaterThan(0);
  expect((await a.client.get('/api/export/status')).body).toEqual({
    isRunning: true,
    canExport: true,
    formerCouples: [],
  });
  request.on('error', () => {}); // destroying the request is the point
  request.destroy(); // the tab closed
  await expect
    .poll(async () => (await a.client.get('/api/export/status')).body, { timeout: 10_000 })
    .toEqual({ isRunning: false, canExport: true, formerCouples: [] });
  const again = await a.client.raw('/api/export');
  expect(again.status).toBe(200);
  await again.arrayBuffer();
});
