import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const OUT_DIR = path.resolve('test-results/blocks-harness');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
};

/** Builds the building-blocks page (e2e/blocks/harness) as the app is built: same plugins. */
export async function buildHarness() {
  await build({
    configFile: false,
    root: path.resolve('e2e/blocks/harness'),
    plugins: [react(), tailwindcss()],
    resolve: { tsconfigPaths: true },
    build: { outDir: OUT_DIR, emptyOutDir: true, assetsInlineLimit: 0 },
    logLevel: 'warn',
  });
}

/**
 * Serves the built page, and an upload endpoint answering what it "stored"; `?hold=1` keeps
 * the request open until the browser gives up (to cancel an upload under way).
 */
export async function serveHarness(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://harness');
    if (request.method === 'POST' && url.pathname === '/upload') {
      let bytes = 0;
      request.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      request.on('end', () => {
        if (url.searchParams.has('hold')) return;
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ stored: `photo-${bytes > 0 ? 'ok' : 'empty'}.jpg` }));
      });
      return;
    }
    const file = path.join(OUT_DIR, url.pathname === '/' ? 'index.html' : url.pathname);
    if (!file.startsWith(OUT_DIR)) return void response.writeHead(404).end();
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
