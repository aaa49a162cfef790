/**
 * One prepared query per database handle, built on first use. Drizzle then skips building the
 * SQL on every call (an eighth of the server's time under load went to building the same few
 * queries again), and PostgreSQL parses and plans a named statement once per connection.
 * Handles are weakly held, so a transaction's prepared query goes with the transaction.
 */
export function preparedPer<D extends object, P>(build: (db: D) => P): (db: D) => P {
  const cache = new WeakMap<D, P>();
  return (db) => {
    let prepared = cache.get(db);
    if (!prepared) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}
