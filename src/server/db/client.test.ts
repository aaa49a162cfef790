import { setupTestApp } from '@test/test-app';
import { expect, it } from 'vitest';
import { CONNECTION_TIMEOUT_MS } from './client';

const testApp = setupTestApp();

// Two at once: the one the migrations used (timeout off) must not have come back to the pool.
it('gives every pooled connection a statement timeout', async () => {
  const clients = await Promise.all([testApp.deps.pool.connect(), testApp.deps.pool.connect()]);
  try {
    for (const client of clients) {
      const { rows } = await client.query<{ statement_timeout: string }>('show statement_timeout');
      expect(rows[0]?.statement_timeout).toBe('15s');
    }
  } finally {
    for (const client of clients) client.release();
  }
});

it('gives up on a connection the database does not answer', () => {
  expect(testApp.deps.pool.options.connectionTimeoutMillis).toBe(CONNECTION_TIMEOUT_MS);
  expect(CONNECTION_TIMEOUT_MS).toBe(5_000);
});
