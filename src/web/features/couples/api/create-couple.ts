import type { TCreateCouple, TCreateCoupleResponse } from '@shared/schemas/couple';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { couplesKeys } from './couples-keys';

/** 201 with a new code, or 200 with `existing: true` and the caller's pending code. */
export const createCouple = (input: TCreateCouple) =>
  apiFetch<TCreateCoupleResponse>('/api/couples', { method: 'POST', json: input });

/** `onCreated` is the mutation's own callback: it runs whatever unmounts meanwhile. */
export function useCreateCouple({
  onCreated,
}: {
  onCreated?: (answer: TCreateCoupleResponse) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'linking' },
    mutationFn: createCouple,
    success: ({ couple, existing }) => ({
      key: existing ? 'couple.existingCode' : 'couple.codeCreated',
      params: { code: couple.coupleCode },
    }),
    failure: 'couple.createError',
    onSuccess: (answer) => {
      queryClient.setQueryData(couplesKeys.me(), { couple: answer.couple });
      onCreated?.(answer);
    },
  });
}
