import type { TMemoryFilter, TMemoryPage, TMemorySort } from '@shared/schemas/memories';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { memoriesKeys } from './memories-keys';

export interface MemoryListParams {
  filter: TMemoryFilter;
  sort: TMemorySort;
}

export function listMemories({ filter, sort }: MemoryListParams, cursor: string | null) {
  const query = new URLSearchParams({ filter, sort });
  if (cursor) query.set('cursor', cursor);
  return apiFetch<TMemoryPage>(`/api/memories?${query}`);
}

/** Pages of memories as the server sorts and filters them; each page names the next. */
export const memoryListQueryOptions = (params: MemoryListParams) =>
  infiniteQueryOptions({
    queryKey: memoriesKeys.list(params.filter, params.sort),
    queryFn: ({ pageParam }) => listMemories(params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Switching filter or sort keeps the cards shown until the new order arrives: no flash. */
export function useMemoryList(params: MemoryListParams) {
  return useInfiniteQuery({ ...memoryListQueryOptions(params), placeholderData: keepPreviousData });
}
