import type { TPet } from '@shared/schemas/pet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { petKeys, storePet } from './pet-keys';

export const buyItem = (itemId: string) =>
  apiFetch<{ pet: TPet }>(`/api/pet/shop/${encodeURIComponent(itemId)}/purchase`, {
    method: 'POST',
  });

export function useBuyItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyItem,
    onSuccess: ({ pet }) => storePet(queryClient, pet),
    onError: () => void queryClient.invalidateQueries({ queryKey: petKeys.mine() }),
  });
}
