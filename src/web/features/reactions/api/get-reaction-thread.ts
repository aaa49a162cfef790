import type { TReactionTarget, TReactionThread } from '@shared/schemas/reactions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { reactionsKeys } from './reactions-keys';

export const targetPath = (target: TReactionTarget, id: string) =>
  `/api/reactions/${target}/${encodeURIComponent(id)}`;

export const reactionThreadQueryOptions = (target: TReactionTarget, id: string) =>
  queryOptions({
    queryKey: reactionsKeys.thread(target, id),
    queryFn: () => apiFetch<TReactionThread>(targetPath(target, id)),
  });

/** The hearts and the comment thread of one memory or photo (fetched while its sheet is open). */
export function useReactionThread(target: TReactionTarget, id: string, isOpen: boolean) {
  return useQuery({ ...reactionThreadQueryOptions(target, id), enabled: isOpen });
}
