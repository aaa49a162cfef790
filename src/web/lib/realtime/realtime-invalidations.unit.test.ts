import { REALTIME_EVENT_TYPES } from '@shared/realtime-events';
import { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '@web/app/routes/dashboard/api/dashboard-keys';
import { couplesKeys } from '@web/features/couples/api/couples-keys';
import { profileKeys } from '@web/features/profile/api/profile-keys';
import { queryRoots } from '@web/lib/query-keys';
import { sessionKeys } from '@web/lib/session/session-keys';
import { describe, expect, it } from 'vitest';
import {
  applyRealtimeEvent,
  invalidationsFor,
  isLiveSignal,
  REALTIME_INVALIDATIONS,
} from './realtime-invalidations';

const CACHED_KEYS = [
  couplesKeys.me(),
  dashboardKeys.detail(),
  profileKeys.me(),
  [...queryRoots.memories, 'list'],
  queryRoots.stats,
  [...queryRoots.pet, 'detail'],
  sessionKeys.all,
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
  it("relies on keys that start with their feature's root", () => {
    expect(couplesKeys.me()[0]).toBe(queryRoots.couples[0]);
    expect(dashboardKeys.detail()[0]).toBe(queryRoots.dashboard[0]);
    expect(profileKeys.me()[0]).toBe(queryRoots.profile[0]);
    expect(sessionKeys.all[0]).toBe(queryRoots.session[0]);
    const roots = Object.values(queryRoots).map(([root]) => root);
    expect(new Set(roots).size).toBe(roots.length);
  });

  it('maps every event type the server can send, each change to keys of its own', () => {
    expect(Object.keys(REALTIME_INVALIDATIONS).sort()).toEqual([...REALTIME_EVENT_TYPES].sort());
    // Only resync refetches everything: a change that fell back to 'all' would be unmapped.
    // A live signal refreshes nothing.
    const changes = REALTIME_EVENT_TYPES.filter(
      (known) => known !== 'resync' && !isLiveSignal(known),
    );
    for (const type of changes) {
      const keys = invalidationsFor(type);
      expect(Array.isArray(keys) && keys.length > 0, type).toBe(true);
    }
  });

  it('refreshes the couple and the dashboard when the couple changes', () => {
    expect(invalidationsFor('couples.updated')).toEqual(
      expect.arrayContaining([couplesKeys.all, dashboardKeys.all]),
    );
  });

  it('refreshes the dashboard and the profile when a profile changes', () => {
    expect(invalidationsFor('profiles.updated')).toEqual(
      expect.arrayContaining([dashboardKeys.all, profileKeys.all]),
    );
  });

  it('refreshes the dashboard carousel when memories change', () => {
    expect(invalidationsFor('memories.changed')).toEqual(
      expect.arrayContaining([queryRoots.memories, dashboardKeys.all]),
    );
  });

  it('refetches everything on resync and on a type it does not know', () => {
    expect(invalidationsFor('resync')).toBe('all');
    expect(invalidationsFor('something.new')).toBe('all');
  });

  it('marks exactly the mapped queries stale, matching by key prefix', async () => {
    expect(await staleAfter('couples.updated')).toEqual([
      couplesKeys.me(),
      dashboardKeys.detail(),
      queryRoots.stats,
    ]);
    expect(await staleAfter('profiles.updated')).toEqual([
      dashboardKeys.detail(),
      profileKeys.me(),
    ]);
    expect(await staleAfter('memories.changed')).toEqual([
      dashboardKeys.detail(),
      [...queryRoots.memories, 'list'],
      queryRoots.stats,
    ]);
    expect(await staleAfter('pet.changed')).toEqual([[...queryRoots.pet, 'detail']]);
    expect(await staleAfter('chat.typing')).toEqual([]);
    expect(await staleAfter('resync')).toHaveLength(CACHED_KEYS.length);
  });
});
