/** Hearts and comments query keys. */
import type { TReactionTarget } from '@shared/schemas/reactions';
import type { QueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@web/lib/query-invalidations';
import { queryRoots } from '@web/lib/query-keys';

export const reactionsKeys = {
  all: queryRoots.reactions,
  thread: (target: TReactionTarget, id: string) => [...reactionsKeys.all, target, id] as const,
};

/**
 * After my own heart or comment: what the partner's realtime event refreshes (the thread and the
 * counts on memory cards and plan photos).
 */
export const refreshReactions = (queryClient: QueryClient) =>
  refreshAfter(queryClient, 'reactions.changed');
