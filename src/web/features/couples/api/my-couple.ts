import type { TMyCoupleResponse } from '@shared/schemas/couple';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { coupleKeys } from './couple-keys';

export const myCoupleQueryOptions = () =>
  queryOptions({
    queryKey: coupleKeys.me(),
    queryFn: () => apiFetch<TMyCoupleResponse>('/api/couples/me'),
  });

export function useMyCouple() {
  return useQuery(myCoupleQueryOptions());
}
