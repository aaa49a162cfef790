// GET /api/memories of the couple with 3,000 memories: the first page and a keyset page deep in
// the collection (page 60), each against the bare server running the same SQL.
import { startBareServer } from '../lib/bare.mjs';
import { compareRows } from '../lib/compare.mjs';
import { request, signIn } from '../lib/load.mjs';

const DEEP_PAGE = 60;

export async function measure(ctx) {
  const cookie = await signIn(ctx.baseUrl, ctx.bench.largeUser);
  // Walks to a deep page once, to take a real cursor from the app.
  let cursor = null;
  for (let page = 1; page < DEEP_PAGE; page++) {
    const query = cursor ? `?cursor=${cursor}` : '';
    const response = await request(`${ctx.baseUrl}/api/memories${query}`, { headers: { cookie } });
    cursor = JSON.parse(response.text).nextCursor;
  }
  const [, key, createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  const bare = await startBareServer(ctx);
  const user = ctx.bench.largeUserId;
  try {
    const first = await compareRows({
      label: 'GET /api/memories first page (3,000 memories)',
      app: { target: { url: `${ctx.baseUrl}/api/memories`, headers: { cookie } } },
      floor: { target: { url: `${bare.baseUrl}/memories?user=${user}` } },
      p99Factor: 1.5,
    });
    const deep = await compareRows({
      label: `GET /api/memories keyset page ${DEEP_PAGE} (3,000 memories)`,
      app: { target: { url: `${ctx.baseUrl}/api/memories?cursor=${cursor}`, headers: { cookie } } },
      floor: {
        target: { url: `${bare.baseUrl}/memories?user=${user}&after=${key},${createdAt},${id}` },
      },
      p99Factor: 1.5,
    });
    return [...first.rows, ...deep.rows];
  } finally {
    await bare.stop();
  }
}
