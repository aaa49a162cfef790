import type { Database } from '@server/db/client';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';

export function healthRoutes({ db }: { db: Database }) {
  return new Hono().get('/', async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: 'ok' });
    } catch {
      return c.json({ status: 'error', database: 'unreachable' }, 503);
    }
  });
}
