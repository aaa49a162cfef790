// GET /api/stats against the bare server doing the same work: the app's couple lookup and its
// getStats (one counting statement), 50 connections.
import { startBareServer } from '../lib/bare.mjs';
import { compareRows } from '../lib/compare.mjs';
import { signIn } from '../lib/load.mjs';

export async function measure(ctx) {
  const cookie = await signIn(ctx.baseUrl, ctx.user);
  const bare = await startBareServer(ctx);
  try {
    const { rows } = await compareRows({
      label: 'GET /api/stats, 50 connections',
      app: { target: { url: `${ctx.baseUrl}/api/stats`, headers: { cookie } } },
      floor: { target: { url: `${bare.baseUrl}/stats?user=${ctx.bench.userId}` } },
      minRatio: 0.7,
      p99Factor: 1.5,
    });
    return rows;
  } finally {
    await bare.stop();
  }
}
