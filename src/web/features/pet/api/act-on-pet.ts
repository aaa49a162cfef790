import type { TPetAction } from '@shared/domain/pet';
import type { TPetActionResponse } from '@shared/schemas/pet';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { refreshPet } from './pet-keys';
import { storePet } from './store-pet';

export const actOnPet = (action: TPetAction) =>
  apiFetch<TPetActionResponse>(`/api/pet/actions/${action}`, { method: 'POST' });

export function useActOnPet() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'pet' },
    mutationFn: actOnPet,
    success: ({ reward }) => ({ key: 'pet.actionDone', params: reward }),
    failure: 'pet.actionFailed',
    onSuccess: ({ pet }) => storePet(queryClient, pet),
    onError: () => refreshPet(queryClient),
  });
}
