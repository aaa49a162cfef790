// GET /api/profile (session check + one query) against GET /api/health (one query, no session).
import { compareRows } from '../lib/compare.mjs';
import { signIn } from '../lib/load.mjs';

export async function measure(ctx) {
  const cookie = await signIn(ctx.baseUrl, ctx.user);
  const { rows } = await compareRows({
    label: 'GET /api/profile, 50 connections',
    app: { target: { url: `${ctx.baseUrl}/api/profile`, headers: { cookie } } },
    floor: { target: { url: `${ctx.baseUrl}/api/health` } },
    floorLabel: 'GET /api/health',
  });
  return rows;
}
