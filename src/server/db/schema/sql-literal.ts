import { type SQL, sql } from 'drizzle-orm';

/**
 * A number written into a CHECK's SQL as a literal (`LIMITS.emailMax` -> `255`): a plain `${n}`
 * would be a bind parameter, which a constraint cannot hold.
 */
export const literal = (value: number): SQL => sql.raw(String(value));
