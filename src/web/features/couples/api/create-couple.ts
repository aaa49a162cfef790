import type { TCreateCouple, TCreateCoupleResponse } from '@shared/schemas/couple';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { coupleKeys } from './my-couple';

/** 201 with a new code, or 200 with `existing: true` and the caller's pending code. */
export const createCouple = (input: TCreateCouple) =>
  apiFetch<TCreateCoupleResponse>('/api/couples', { method: 'POST', json: input });

interface CreateCoupleOptions {
  onCreated?: (answer: TCreateCoupleResponse) => void;
  onError?: (error: Error) => void;
}

/** As with joining, the mutation's own callbacks: they run whatever unmounts meanwhile. */
export function useCreateCouple({ onCreated, onError }: CreateCoupleOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCouple,
    onSuccess: (answer) => {
      queryClient.setQueryData(coupleKeys.me(), { couple: answer.couple });
      onCreated?.(answer);
    },
    onError,
  });
}
