import type { TCreatePet, TPet } from '@shared/schemas/pet';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { idempotencyHeaders, sendOnce } from '@web/lib/idempotent-request';
import { refreshPet } from './pet-keys';
import { storePet } from './store-pet';

export const createPet = (input: TCreatePet) =>
  sendOnce((key) =>
    apiFetch<{ pet: TPet }>('/api/pet', {
      method: 'POST',
      json: input,
      headers: idempotencyHeaders(key),
    }),
  );

export function useCreatePet() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'pet' },
    mutationFn: createPet,
    success: ({ pet }) => ({ key: 'pet.setup.created', params: { name: pet.petName } }),
    failure: 'pet.setup.createFailed',
    onSuccess: ({ pet }) => storePet(queryClient, pet),
    // The partner adopted one a moment ago (409): load theirs, and the screen shows it.
    onError: () => refreshPet(queryClient),
  });
}
