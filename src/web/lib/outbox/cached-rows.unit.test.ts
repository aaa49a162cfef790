import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { patchRow, updateCached, withoutRow, withRow } from './cached-rows';

const rows = [
  { id: 'a', title: 'A' },
  { id: 'b', title: 'B' },
];

describe('the optimistic row helpers', () => {
  it('give back the very same rows when applied again, so a re-application renders nothing', () => {
    const added = withRow(rows, { id: 'local-1', title: 'N' });
    expect(added.map((row) => row.id)).toEqual(['local-1', 'a', 'b']);
    expect(withRow(added, { id: 'local-1', title: 'N' })).toBe(added);
    const patched = patchRow(rows, 'b', { title: 'B2' });
    expect(patched[1]).toEqual({ id: 'b', title: 'B2' });
    expect(patchRow(patched, 'b', { title: 'B2' })).toBe(patched);
    expect(withoutRow(withoutRow(rows, 'a'), 'a')).toEqual([{ id: 'b', title: 'B' }]);
    expect(withoutRow(rows, 'zz')).toBe(rows);
  });

  it('updates every cached query under a prefix, and only those with data', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['events', 'list', { month: '2026-11' }], rows);
    queryClient.setQueryData(['events', 'list', { month: '2026-12' }], rows);
    queryClient.setQueryData(['memories', 'list'], rows);
    const seen: unknown[] = [];
    updateCached<typeof rows>(queryClient, ['events', 'list'], (data, key) => {
      seen.push(key[2]);
      return withoutRow(data, 'a');
    });
    expect(seen).toHaveLength(2);
    expect(queryClient.getQueryData(['events', 'list', { month: '2026-12' }])).toEqual([rows[1]]);
    expect(queryClient.getQueryData(['memories', 'list'])).toBe(rows);
  });
});
