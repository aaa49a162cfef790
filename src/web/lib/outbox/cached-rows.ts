import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Helpers for a kind's optimistic update (`OutboxKind.apply`). Each returns the very same value
 * when there is nothing to change, so applying a waiting change again (after every fresh answer)
 * leaves the screens alone.
 */

/** Updates every cached query under `prefix` that has data, given its key. */
export function updateCached<TData>(
  queryClient: QueryClient,
  prefix: QueryKey,
  update: (data: TData, key: QueryKey) => TData,
) {
  for (const [key, data] of queryClient.getQueriesData<TData>({ queryKey: prefix })) {
    if (data === undefined) continue;
    const next = update(data, key);
    if (next !== data) queryClient.setQueryData(key, next);
  }
}

interface Row {
  id: string;
}

/** The rows with `row` added (at the start unless `at` says), unless one has its id already. */
export function withRow<T extends Row>(rows: T[], row: T, at: 'start' | 'end' = 'start'): T[] {
  if (rows.some((other) => other.id === row.id)) return rows;
  return at === 'start' ? [row, ...rows] : [...rows, row];
}

/** The rows with the one of this id changed, or the same rows when it already reads so. */
export function patchRow<T extends Row>(rows: T[], id: string, patch: Partial<T>): T[] {
  let isChanged = false;
  const next = rows.map((row) => {
    if (row.id !== id) return row;
    const isSame = Object.entries(patch).every(
      ([name, value]) => (row as Record<string, unknown>)[name] === value,
    );
    if (isSame) return row;
    isChanged = true;
    return { ...row, ...patch };
  });
  return isChanged ? next : rows;
}

/** The rows without the one of this id. */
export const withoutRow = <T extends Row>(rows: T[], id: string): T[] =>
  rows.some((row) => row.id === id) ? rows.filter((row) => row.id !== id) : rows;
