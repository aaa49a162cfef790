// The server's cost of drawing the first screen (docs/BOOT.md): signed-in GET /dashboard as a
// browser asks for it (the HTML, with the screen and its data) against GET /api/dashboard, the
// data alone, 20 connections, in turns within one run. An answer that is the app shell (the
// rendering fell back: over its budget, or failed) does not count as one: it is reported apart.
import { alternate, fmt, signIn } from '../lib/load.mjs';

const CONNECTIONS = 20;
const MIN_RATIO = 0.3;
const MAX_P99_MS = 100;
const isServerDrawn = (response) =>
  response.headers['cache-control'] === 'private, no-store' &&
  response.text.includes('id="juntos-state"');

export async function measure(ctx) {
  const cookie = await signIn(ctx.baseUrl, ctx.user);
  // Each page from an address of its own, as many couples' phones: the session check inside the
  // rendering goes through better-auth's per-address limit (100 a minute), which one address
  // hammering the page reached within a second, and the rest were then the app shell (99%).
  const page = {
    next: (count) => ({
      url: `${ctx.baseUrl}/dashboard`,
      headers: {
        cookie,
        accept: 'text/html',
        'accept-encoding': 'identity',
        'x-forwarded-for': `10.${(count >> 16) & 255}.${(count >> 8) & 255}.${count & 255}`,
      },
    }),
    accept: isServerDrawn,
  };
  const data = { target: { url: `${ctx.baseUrl}/api/dashboard`, headers: { cookie } } };
  const { a, b } = await alternate(page, data, { connections: CONNECTIONS });
  if (b.failed > 0) throw new Error(`GET /api/dashboard: ${b.failed} failed, ${b.firstFailure}`);
  const ratio = a.rps / b.rps;
  const shellShare = a.failed / (a.ok + a.failed);
  const label = `GET /dashboard (server-drawn HTML), ${CONNECTIONS} connections`;
  return [
    {
      figure: `${label}: req/s against GET /api/dashboard`,
      budget: `≥ ${MIN_RATIO}`,
      measured: `${fmt.ratio(ratio)} (${fmt.rps(a.rps)} against ${fmt.rps(b.rps)})`,
      pass: ratio >= MIN_RATIO,
    },
    {
      figure: `${label}: p99`,
      budget: `≤ ${MAX_P99_MS} ms`,
      measured: `${fmt.ms(a.p99)} (GET /api/dashboard ${fmt.ms(b.p99)})`,
      pass: a.p99 <= MAX_P99_MS,
    },
    {
      figure: `${label}: answered with the app shell instead`,
      budget: '≤ 1%',
      measured: `${(shellShare * 100).toFixed(1)}% (${a.failed} of ${a.ok + a.failed})`,
      pass: shellShare <= 0.01,
    },
  ];
}
