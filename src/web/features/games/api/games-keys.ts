/** The games' query keys. */
import type { QueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@web/lib/query-invalidations';
import { queryRoots } from '@web/lib/query-keys';

export const gamesKeys = {
  all: queryRoots.games,
  quiz: () => [...gamesKeys.all, 'quiz'] as const,
};

/** A refused answer: catch up with what the partner's realtime event refreshes. */
export const refreshGames = (queryClient: QueryClient) =>
  refreshAfter(queryClient, 'games.changed');
