import { queryRoots } from '@web/lib/query-keys';

export const gamesKeys = {
  all: queryRoots.games,
  quiz: () => [...gamesKeys.all, 'quiz'] as const,
};
