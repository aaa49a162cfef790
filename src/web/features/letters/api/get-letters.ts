import type { TLetters } from '@shared/schemas/letters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { lettersKeys } from './letters-keys';

export const getLetters = () => apiFetch<TLetters>('/api/letters');

export const lettersQueryOptions = () =>
  queryOptions({ queryKey: lettersKeys.list(), queryFn: getLetters });

/** What waits for me, what I sealed, and the shelf: the screen's and the dashboard card's. */
export function useLetters() {
  return useQuery(lettersQueryOptions());
}
