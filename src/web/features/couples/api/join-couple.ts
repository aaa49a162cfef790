import type { TCouple, TJoinCouple } from '@shared/schemas/couple';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@web/lib/api-client';
import { coupleKeys } from './my-couple';

/**
 * Fails with 404 'couple.invalidCode', 409 'couple.alreadyConnected', 429
 * 'couple.tooManyAttempts'; an answer without the couple is 'couple.updateFailed' (the spec's
 * "no row returned").
 */
export async function joinCouple(input: TJoinCouple): Promise<{ couple: TCouple }> {
  const answer = await apiFetch<{ couple?: TCouple | null } | null>('/api/couples/join', {
    method: 'POST',
    json: input,
  });
  if (!answer?.couple) throw new ApiError(500, 'no_couple', 'couple.updateFailed');
  return { couple: answer.couple };
}

interface JoinCoupleOptions {
  onJoined?: (couple: TCouple) => void;
  onError?: (error: Error) => void;
}

/**
 * The callbacks are the mutation's own, not mutate()'s: they run even when the form that
 * started the join has unmounted meanwhile (a realtime refetch can swap the screen first).
 */
export function useJoinCouple({ onJoined, onError }: JoinCoupleOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinCouple,
    onSuccess: ({ couple }) => {
      queryClient.setQueryData(coupleKeys.me(), { couple });
      onJoined?.(couple);
    },
    onError,
  });
}
