// GET /api/memories of the couple with 3,000 memories: the first page and a keyset page deep in
// the collection (page 60), each against the bare server doing the same work (the app's couple
// lookup and findMemories, with the same cursor).
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
  const bare = await startBareServer(ctx);
  const user = ctx.bench.largeUserId;
  try {
    const first = await compareRows({
      label: 'GET /api/memories first page (3,000 memories)',
      app: { target: { url: `${ctx.baseUrl}/api/memories`, headers: { cookie } } },
      floor: { target: { url: `${bare.baseUrl}/memories?user=${user}` } },
      minRatio: 0.7,
      p99Factor: 1.5,
    });
    const deep = await compareRows({
      label: `GET /api/memories keyset page ${DEEP_PAGE} (3,000 memories)`,
      app: { target: { url: `${ctx.baseUrl}/api/memories?cursor=${cursor}`, headers: { cookie } } },
      floor: {
        target: { url: `${bare.baseUrl}/memories?user=${user}&cursor=${cursor}` },
      },
      minRatio: 0.7,
      p99Factor: 1.5,
    });
    return [...first.rows, ...deep.rows];
  } finally {
    await bare.stop();
  }
}
