import type { TCreatePet, TPet } from '@shared/schemas/pet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { storePet } from './pet-keys';

export const createPet = (input: TCreatePet) =>
  apiFetch<{ pet: TPet }>('/api/pet', { method: 'POST', json: input });

export function useCreatePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPet,
    onSuccess: ({ pet }) => storePet(queryClient, pet),
  });
}
