import type { TPetAction } from '@shared/domain/pet';
import type { TPetActionResponse } from '@shared/schemas/pet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { petKeys, storePet } from './pet-keys';

export const actOnPet = (action: TPetAction) =>
  apiFetch<TPetActionResponse>(`/api/pet/actions/${action}`, { method: 'POST' });

export function useActOnPet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnPet,
    onSuccess: ({ pet }) => storePet(queryClient, pet),
    // A refusal (cooldown from another tab, pet gone) means this screen is behind: catch up.
    onError: () => void queryClient.invalidateQueries({ queryKey: petKeys.mine() }),
  });
}
