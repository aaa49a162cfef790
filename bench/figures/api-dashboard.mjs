// GET /api/dashboard against the bare server doing the same work (the app's getDashboard: its one
// statement, the same signed URLs), 50 connections.
import { startBareServer } from '../lib/bare.mjs';
import { compareRows } from '../lib/compare.mjs';
import { signIn } from '../lib/load.mjs';

export async function measure(ctx) {
  const cookie = await signIn(ctx.baseUrl, ctx.user);
  const bare = await startBareServer(ctx);
  try {
    const { rows } = await compareRows({
      label: 'GET /api/dashboard, 50 connections',
      app: { target: { url: `${ctx.baseUrl}/api/dashboard`, headers: { cookie } } },
      floor: { target: { url: `${bare.baseUrl}/dashboard?user=${ctx.bench.userId}` } },
      minRatio: 0.7,
      p99Factor: 1.5,
    });
    return rows;
  } finally {
    await bare.stop();
  }
}
