import { setupTestApp } from '@test/test-app';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTableLoader } from './database-load';

const testApp = setupTestApp();
let client: pg.Client;
const table = { schema: 'pg_temp', name: 'loaded', columns: ['id', 'note'] };

beforeAll(async () => {
  client = new pg.Client({ connectionString: testApp.databaseUrl });
  await client.connect();
  await client.query('create temp table loaded (id int primary key, note text)');
});

afterAll(async () => {
  await client.end();
});

async function* pieces(...texts: string[]) {
  for (const text of texts) yield Buffer.from(text);
}

describe('createTableLoader', () => {
  it('joins a table’s pieces into one COPY, split anywhere, NULLs and escapes kept', async () => {
    const loader = createTableLoader(client);
    await loader.append(table, pieces('1\tuno\n2\t\\N\n3\tdos\\t', 'tres\n'));
    await loader.append(table, pieces('4\tcuatro\n'));
    await loader.finish();
    expect(loader.rowCounts.get(table)).toBe(4);
    const rows = await client.query('select id, note from loaded order by id');
    expect(rows.rows).toEqual([
      { id: 1, note: 'uno' },
      { id: 2, note: null },
      { id: 3, note: 'dos\ttres' },
      { id: 4, note: 'cuatro' },
    ]);
  });

  it('reports a refused row as an error of the restore, even while nothing is being written', async () => {
    await client.query('truncate loaded');
    const loader = createTableLoader(client);
    // A value PostgreSQL refuses as it parses the line, before the COPY ends.
    await loader.append(table, pieces('1\ta\nuno\tb\n'));
    // The refusal arrives while the restore is busy elsewhere (reading the archive).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(loader.finish()).rejects.toThrow(/invalid input syntax for type integer/);
  });
});
