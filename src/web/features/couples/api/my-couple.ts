import type { TMyCoupleResponse } from '@shared/schemas/couple';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { couplesKeys } from './couples-keys';

export const myCoupleQueryOptions = () =>
  queryOptions({
    queryKey: couplesKeys.me(),
    queryFn: () => apiFetch<TMyCoupleResponse>('/api/couples/me'),
  });

export function useMyCouple() {
  return useQuery(myCoupleQueryOptions());
}
