import { isIsoDate } from '@shared/schemas/dates';
import { isUuid } from '@shared/schemas/ids';
import type { TMemorySort } from '@shared/schemas/memories';

/**
 * Where a page of memories ended, in the terms the database compares: the sort key (the date
 * with memories without one pushed to the end as `±infinity`, or the lower-cased title), then
 * the creation time and the id that break ties. The next page starts strictly after it.
 */
export interface MemoryPosition {
  key: string;
  createdAt: string;
  id: string;
}

// As the repository selects it: UTC with microseconds, so no two rows collapse into one instant.
const CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const TITLE_KEY_MAX = 400;

/** The date key of a memory without a date: after every date in both date orders. */
export const UNDATED_KEY: Record<Exclude<TMemorySort, 'title'>, string> = {
  'date-desc': '-infinity',
  'date-asc': 'infinity',
};

function isValidKey(sort: TMemorySort, key: string): boolean {
  if (sort === 'title') return key.length > 0 && key.length <= TITLE_KEY_MAX;
  return key === UNDATED_KEY[sort] || isIsoDate(key);
}

/** An opaque, URL-safe cursor; it names its sort so it cannot be replayed under another. */
export function encodeMemoryCursor(sort: TMemorySort, position: MemoryPosition): string {
  const json = JSON.stringify([sort, position.key, position.createdAt, position.id]);
  return Buffer.from(json, 'utf8').toString('base64url');
}

/** The position a cursor names, or null when it is malformed or made for another sort. */
export function decodeMemoryCursor(sort: TMemorySort, cursor: string): MemoryPosition | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return null;
  const [cursorSort, key, createdAt, id] = parsed as unknown[];
  if (cursorSort !== sort) return null;
  if (typeof key !== 'string' || typeof createdAt !== 'string' || typeof id !== 'string') {
    return null;
  }
  if (!isValidKey(sort, key) || !CREATED_AT.test(createdAt) || !isUuid(id)) return null;
  return { key, createdAt, id };
}
