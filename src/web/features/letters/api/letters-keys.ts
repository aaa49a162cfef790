import type { QueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@web/lib/query-invalidations';
import { queryRoots } from '@web/lib/query-keys';

export const lettersKeys = {
  all: queryRoots.letters,
  list: () => [...lettersKeys.all, 'list'] as const,
};

/** After one of my own writes: what the partner's `letters.changed` refreshes. */
export const refreshLetters = (queryClient: QueryClient) =>
  refreshAfter(queryClient, 'letters.changed');
