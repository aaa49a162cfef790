import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { TRenderScreen } from '@server/ssr/screen-renderer';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

const ONE_YEAR = 60 * 60 * 24 * 365;
/** The .br and .gz copies the build writes beside each text file (scripts/precompress.ts). */
const PRECOMPRESSED_COPY = /\.(br|gz)$/;

/** A browser opening a page (a navigation), not a script or an API call asking for it. */
const isDocumentRequest = (accept: string | undefined) => accept?.includes('text/html') === true;

export interface TStaticWebOptions {
  /** Draws a screen's document on the server (src/server/ssr); null sends the app shell. */
  renderScreen?: TRenderScreen;
}

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and
 * every unknown path answered with index.html so client routes survive a reload (or with the
 * server's rendering of that screen, when `renderScreen` draws it). Files the
 * build compressed are sent as the copy the browser accepts (Brotli, else gzip); the rest
 * (index.html, a build without copies) is compressed per response.
 */
export function staticWebRoutes(webRoot: string, { renderScreen }: TStaticWebOptions = {}) {
  const app = new Hono();
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) return app;
  // Re-read when a new build replaces it, so a running server never serves stale asset names.
  // Read once here (at start, synchronously) so there is always a last good copy.
  let index = { mtimeMs: statSync(indexFile).mtimeMs, html: readFileSync(indexFile, 'utf8') };
  const indexHtml = async () => {
    try {
      // Synchronous: a few microseconds for a file the kernel has at hand, where the promise's
      // round trip through libuv's threads was a sixth of a kept page's CPU (bench/before-after).
      const { mtimeMs } = statSync(indexFile);
      if (mtimeMs !== index.mtimeMs) {
        const html = await readFile(indexFile, 'utf8');
        // An empty file is a build still writing it: keep the old one and look again next time.
        if (html) index = { mtimeMs, html };
      }
    } catch {
      // A rebuild empties the folder first: while index.html is missing or unreadable, the last
      // good copy is served rather than a 500.
    }
    return index.html;
  };
  const relativeRoot = path.relative(process.cwd(), webRoot) || '.';

  app.use('*', compress());
  // Outermost, so it only fills in what the inner handlers left unset.
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-cache');
  });
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', `public, max-age=${ONE_YEAR}, immutable`);
    },
    serveStatic({ root: relativeRoot, precompressed: true }),
  );
  // A missing hashed file is a 404, never the SPA's HTML (which a browser would cache for a
  // year under a script's name after a deploy).
  app.all('/assets/*', (c) => c.text('Not found', 404));
  // Only the files the build put at the top (icons, manifest, theme script), never a folder or
  // the build's own bookkeeping (.vite/).
  const publicFiles = new Set(
    readdirSync(webRoot, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== 'index.html')
      // The build's compressed copies are sent in place of their file, never on their own.
      .filter((entry) => !PRECOMPRESSED_COPY.test(entry.name))
      .map((entry) => `/${entry.name}`),
  );
  // The share sheet's POST (manifest share_target) is the service worker's to answer: it keeps
  // the photos. Reaching the server means no worker took it (not installed yet, or removed): the
  // photos cannot be kept here, and the screen says they did not arrive instead of a 404.
  app.post('/share-target', (c) => c.redirect('/memories?shared=unavailable', 303));
  // The client-rendered shell the service worker keeps for reopens and offline starts
  // (docs/BOOT.md): the built index.html, never a server-rendered screen, revalidated each time.
  app.get('/app-shell.html', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(await indexHtml());
  });
  const servePublic = serveStatic({ root: relativeRoot, precompressed: true });
  app.get('*', (c, next) => (publicFiles.has(c.req.path) ? servePublic(c, next) : next()));
  app.get('/index.html', async (c) => c.html(await indexHtml()));
  app.get('*', async (c) => {
    const shell = await indexHtml();
    if (renderScreen && isDocumentRequest(c.req.header('accept'))) {
      const rendered = await renderScreen(c, shell);
      if (rendered) return rendered;
    }
    return c.html(shell);
  });
  return app;
}
