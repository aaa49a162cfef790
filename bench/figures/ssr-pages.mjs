// The server's cost of drawing the first screen (docs/BOOT.md): signed-in GET /dashboard and
// GET /memories (the couple with 3,000) as a browser asks for them (the HTML in gzip, with the screen
// and its data) against their API answers (the data alone), 20 connections, in turns within one
// run. An answer that is the app shell (the rendering fell back: over its budget, or failed)
// does not count as one: it is reported apart. Each connection asks again for its own page, so
// after the first all come from the page cache (ssr/page-cache.ts), as a burst of visits of
// pages nothing changed in between would; `node bench/before-after.mjs` with a side
// `now:SSR_PAGE_CACHE_MB=0` measures every page drawn.
import { gunzipSync } from 'node:zlib';
import { alternate, fmt, request, signIn } from '../lib/load.mjs';

const CONNECTIONS = 20;
const MIN_RATIO = 0.3;
const MAX_P99_MS = 100;
/**
 * A drawn page, not the shell: the renderer answers `private, no-store`, the shell `no-cache`.
 * Asked with gzip as a browser asks, the body is not searched (inflating 150 KB per answer was
 * the load generator's work, on the same two cores); the first answer is inflated and checked
 * once (`expectDrawn`).
 */
const isServerDrawn = (response) => response.headers['cache-control'] === 'private, no-store';
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

async function expectDrawn(url, headers) {
  const response = await request(url, { headers });
  const html = gunzipSync(response.body).toString('utf8');
  if (!isServerDrawn(response) || !html.includes('id="juntos-state"'))
    throw new Error(`${url} is not drawn by the server: ${html.slice(0, 200)}`);
}

async function pageRows(ctx, { page: pagePath, api: apiPath, user }) {
  const cookie = await signIn(ctx.baseUrl, user);
  // Each page from an address of its own, as many couples' phones (a per-address limit once
  // left every page the shell).
  const headers = { cookie, accept: 'text/html', 'accept-encoding': BROWSER_ENCODINGS };
  await expectDrawn(`${ctx.baseUrl}${pagePath}`, headers);
  const page = {
    next: (count) => ({
      url: `${ctx.baseUrl}${pagePath}`,
      headers: {
        ...headers,
        'x-forwarded-for': `10.${(count >> 16) & 255}.${(count >> 8) & 255}.${count & 255}`,
      },
    }),
    accept: isServerDrawn,
  };
  const data = { target: { url: `${ctx.baseUrl}${apiPath}`, headers: { cookie } } };
  const { a, b } = await alternate(page, data, { connections: CONNECTIONS });
  if (b.failed > 0) throw new Error(`GET ${apiPath}: ${b.failed} failed, ${b.firstFailure}`);
  const ratio = a.rps / b.rps;
  const shellShare = a.failed / (a.ok + a.failed);
  const label = `GET ${pagePath} (server-drawn HTML), ${CONNECTIONS} connections`;
  return [
    {
      figure: `${label}: req/s against GET ${apiPath}`,
      budget: `≥ ${MIN_RATIO}`,
      measured: `${fmt.ratio(ratio)} (${fmt.rps(a.rps)} against ${fmt.rps(b.rps)})`,
      pass: ratio >= MIN_RATIO,
    },
    {
      figure: `${label}: p99`,
      budget: `≤ ${MAX_P99_MS} ms`,
      measured: `${fmt.ms(a.p99)} (GET ${apiPath} ${fmt.ms(b.p99)})`,
      // No page drawn at all is no p99 within the budget.
      pass: a.ok > 0 && a.p99 <= MAX_P99_MS,
    },
    {
      figure: `${label}: answered with the app shell instead`,
      budget: '≤ 1%',
      measured: `${(shellShare * 100).toFixed(1)}% (${a.failed} of ${a.ok + a.failed})`,
      pass: shellShare <= 0.01,
    },
  ];
}

export async function measure(ctx) {
  return [
    ...(await pageRows(ctx, { page: '/dashboard', api: '/api/dashboard', user: ctx.user })),
    ...(await pageRows(ctx, {
      page: '/memories',
      api: '/api/memories',
      user: ctx.bench.largeUser,
    })),
  ];
}
