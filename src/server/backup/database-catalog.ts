import type pg from 'pg';
import type { TBackupTable } from './backup-manifest';

// What the database holds, read from PostgreSQL's catalog rather than from our Drizzle schema,
// so that better-auth's tables, drizzle's migrations table and anything a migration adds are
// all included without a list to keep up to date.

const userSchemas = (column: string) => `${column} not in ('pg_catalog', 'information_schema')
  and ${column} not like 'pg\\_toast%' and ${column} not like 'pg\\_temp%'`;

const keyOf = (table: { schema: string; name: string }) => `${table.schema}.${table.name}`;

/** Every ordinary table with its stored columns (generated ones are computed again on restore). */
async function findTables(client: pg.ClientBase): Promise<TBackupTable[]> {
  const result = await client.query<TBackupTable>(
    `select n.nspname as schema, c.relname as name,
            array_agg(a.attname::text order by a.attnum) as columns
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                        and a.attgenerated = ''
     where c.relkind = 'r' and not c.relispartition and ${userSchemas('n.nspname')}
     group by n.nspname, c.relname
     order by n.nspname, c.relname`,
  );
  return result.rows;
}

/** Pairs (table, the table it references) of every foreign key between two different tables. */
async function findReferences(client: pg.ClientBase): Promise<Array<[string, string]>> {
  const result = await client.query<{ child: string; parent: string }>(
    `select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
     from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
     join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
     where k.contype = 'f' and k.conrelid <> k.confrelid`,
  );
  return result.rows.map(({ child, parent }) => [child, parent]);
}

/**
 * The tables in an order where each comes after the tables its foreign keys point to, so rows
 * can be copied back in with every constraint checked as usual. A table referencing itself is
 * fine (COPY checks its rows at the end of the statement); a cycle between tables is not
 * something this schema has, and would fail the restore loudly rather than silently.
 */
export async function findTablesInRestoreOrder(client: pg.ClientBase): Promise<TBackupTable[]> {
  const tables = await findTables(client);
  const parents = new Map(tables.map((table) => [keyOf(table), new Set<string>()]));
  for (const [child, parent] of await findReferences(client)) parents.get(child)?.add(parent);
  const ordered: TBackupTable[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) =>
        !placed.has(keyOf(table)) &&
        [...(parents.get(keyOf(table)) ?? [])].every((parent) => placed.has(parent)),
    );
    // A cycle: place the rest as they are; the restore reports the broken constraint.
    const next = ready.length > 0 ? ready : tables.filter((table) => !placed.has(keyOf(table)));
    for (const table of next) {
      ordered.push(table);
      placed.add(keyOf(table));
    }
  }
  return ordered;
}

export interface SequencePosition {
  schema: string;
  name: string;
  lastValue: string | null;
}

export async function findSequences(client: pg.ClientBase): Promise<SequencePosition[]> {
  const result = await client.query<SequencePosition>(
    `select schemaname as schema, sequencename as name, last_value::text as "lastValue"
     from pg_sequences where ${userSchemas('schemaname')}
     order by schemaname, sequencename`,
  );
  return result.rows;
}

export const quoteTable = (client: pg.ClientBase, table: { schema: string; name: string }) =>
  `${client.escapeIdentifier(table.schema)}.${client.escapeIdentifier(table.name)}`;

export const quoteColumns = (client: pg.ClientBase, columns: string[]) =>
  columns.map((column) => client.escapeIdentifier(column)).join(', ');
