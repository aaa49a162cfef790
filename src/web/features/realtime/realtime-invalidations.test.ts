import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { REALTIME_EVENT_TYPES } from '../../../shared/realtime-events';
import { coupleKeys } from '../couples/api/my-couple';
import { dashboardKeys } from '../dashboard/api/get-dashboard';
import { applyRealtimeEvent, invalidationsFor } from './realtime-invalidations';

const CACHED_KEYS = [
  coupleKeys.me(),
  dashboardKeys.detail(),
  ['profile'],
  ['memories', 'list'],
  ['stats'],
  ['pet', 'detail'],
  ['session'],
];

/** A cache holding one query per key above; returns the keys an event leaves stale. */
async function staleAfter(type: string) {
  const queryClient = new QueryClient();
  for (const queryKey of CACHED_KEYS) queryClient.setQueryData(queryKey, { cached: true });
  await applyRealtimeEvent(queryClient, { type });
  return queryClient
    .getQueryCache()
    .findAll({ stale: true })
    .map((query) => query.queryKey);
}

describe('realtime event -> query invalidations', () => {
  it('maps every event type the server can send', () => {
    for (const type of REALTIME_EVENT_TYPES) expect(invalidationsFor(type)).toBeDefined();
  });

  it('refreshes the couple and the dashboard when the couple changes', () => {
    expect(invalidationsFor('couples.updated')).toEqual(
      expect.arrayContaining([coupleKeys.all, dashboardKeys.all]),
    );
  });

  it('refreshes the dashboard and the profile when a profile changes', () => {
    expect(invalidationsFor('profiles.updated')).toEqual(
      expect.arrayContaining([dashboardKeys.all, ['profile']]),
    );
  });

  it('refreshes the dashboard carousel when memories change', () => {
    expect(invalidationsFor('memories.changed')).toEqual(
      expect.arrayContaining([['memories'], dashboardKeys.all]),
    );
  });

  it('refetches everything on resync and on a type it does not know', () => {
    expect(invalidationsFor('resync')).toBe('all');
    expect(invalidationsFor('something.new')).toBe('all');
  });

  it('marks exactly the mapped queries stale, matching by key prefix', async () => {
    expect(await staleAfter('couples.updated')).toEqual([
      coupleKeys.me(),
      dashboardKeys.detail(),
      ['stats'],
    ]);
    expect(await staleAfter('memories.changed')).toEqual([
      dashboardKeys.detail(),
      ['memories', 'list'],
      ['stats'],
    ]);
    expect(await staleAfter('pet.changed')).toEqual([['pet', 'detail']]);
    expect(await staleAfter('resync')).toHaveLength(CACHED_KEYS.length);
  });
});
