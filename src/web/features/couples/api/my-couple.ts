import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyCoupleResponse } from '../../../../shared/schemas/couple';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const coupleKeys = {
  all: queryRoots.couples,
  me: () => [...coupleKeys.all, 'me'] as const,
};

export const myCoupleQueryOptions = () =>
  queryOptions({
    queryKey: coupleKeys.me(),
    queryFn: () => apiFetch<TMyCoupleResponse>('/api/couples/me'),
  });

export function useMyCouple() {
  return useQuery(myCoupleQueryOptions());
}
