import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCouple, TJoinCouple } from '../../../../shared/schemas/couple';
import { apiFetch } from '../../../lib/api-client';
import { coupleKeys } from './my-couple';

/** Fails with 404 'couple.invalidCode', 409 'couple.alreadyConnected', 429 'couple.tooManyAttempts'. */
export const joinCouple = (input: TJoinCouple) =>
  apiFetch<{ couple: TCouple }>('/api/couples/join', { method: 'POST', json: input });

export function useJoinCouple() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinCouple,
    onSuccess: ({ couple }) => {
      queryClient.setQueryData(coupleKeys.me(), { couple });
    },
  });
}
