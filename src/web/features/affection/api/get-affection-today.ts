import type { TAffectionToday } from '@shared/schemas/affection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { affectionKeys } from './affection-keys';

export const getAffectionToday = () => apiFetch<TAffectionToday>('/api/affection');

export const affectionTodayQueryOptions = () =>
  queryOptions({ queryKey: affectionKeys.today(), queryFn: getAffectionToday });

/** Today's taps of both partners, on the reader's own day. */
export function useAffectionToday() {
  return useQuery(affectionTodayQueryOptions());
}
