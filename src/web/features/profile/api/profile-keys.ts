/** The profile's query keys. */
import type { QueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@web/lib/query-invalidations';
import { queryRoots } from '@web/lib/query-keys';

export const profileKeys = {
  all: queryRoots.profile,
  me: () => [...profileKeys.all, 'me'] as const,
};

/** After the profile changes: what the partner's realtime event refreshes (profile, dashboard). */
export const refreshProfile = (queryClient: QueryClient) =>
  refreshAfter(queryClient, 'profiles.updated');
