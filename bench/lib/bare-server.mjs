// The floor the app is measured against: a bare node:http server doing exactly the app's work
// for a request, called from the app's own modules (the couple lookup of `requireCouple`, the
// services that run the statements, sign the storage URLs and present the rows), so the two can
// never drift apart: a change to a statement changes both sides. What it leaves out is what the
// comparison measures: the framework, the session check (the user comes in the query string),
// the middleware and the access log. Started by the bench in its own process:
//   bundled by bench/lib/bare.mjs, then run with node   (env DATABASE_URL, AUTH_SECRET, PORT)
import http from 'node:http';
import { createDatabase, createPool } from '@server/db/client';
import { findActor } from '@server/features/couples/require-couple';
import { getDashboard } from '@server/features/dashboard/dashboard.service';
import { findMemories } from '@server/features/memories/memories.service';
import { getStats } from '@server/features/stats/stats.service';
import { systemClock } from '@server/jobs/clock';
import { createUrlSigner } from '@server/storage/signed-url';
import { ZMemoryListQuerySchema } from '@shared/schemas/memories';

// The app's pool, database, signer and clock, made by the same functions bootstrap.ts uses.
const pool = createPool(process.env.DATABASE_URL);
const db = createDatabase(pool);
const signer = createUrlSigner(process.env.AUTH_SECRET, systemClock);
const deps = { pool, db, signer, clock: systemClock };

/** What `requireSession` and `requireCouple` resolve for a couple route, by the same functions;
 * "today" in UTC, as the app's for a client that sends no time zone (the load generator sends
 * none). The bench signs no one in, so there is no email or session to name. */
async function actorOf(userId) {
  const actor = await findActor(deps, { userId, email: '', sessionId: '' }, 'UTC');
  if (!actor) throw new Error('no active couple');
  return actor;
}

const routes = {
  '/health': async () => {
    await pool.query('select 1');
    return { status: 'ok', database: 'ok' };
  },
  '/dashboard': (query) => getDashboard(deps, query.get('user')),
  '/memories': async (query) => {
    // The app's own query parsing: `cursor` is the app's opaque cursor, decoded by the service.
    const { user, ...rest } = Object.fromEntries(query);
    return findMemories(deps, await actorOf(user), ZMemoryListQuerySchema.parse(rest));
  },
  '/stats': async (query) => getStats(deps, await actorOf(query.get('user'))),
};

http
  .createServer(async (req, res) => {
    const url = new URL(req.url, 'http://bare');
    const route = routes[url.pathname];
    try {
      if (!route) throw new Error('no route');
      const body = JSON.stringify(await route(url.searchParams));
      res
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));

// Exits (rather than being killed) on the bench's SIGTERM, so a --cpu-prof profile is written.
process.on('SIGTERM', () => process.exit(0));
