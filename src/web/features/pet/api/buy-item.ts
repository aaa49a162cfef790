import type { TPet } from '@shared/schemas/pet';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { refreshPet } from './pet-keys';
import { storePet } from './store-pet';

export const buyItem = (itemId: string) =>
  apiFetch<{ pet: TPet }>(`/api/pet/shop/${encodeURIComponent(itemId)}/purchase`, {
    method: 'POST',
  });

export function useBuyItem() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'pet' },
    mutationFn: buyItem,
    success: 'pet.shop.bought',
    failure: 'pet.shop.buyFailed',
    onSuccess: ({ pet }) => storePet(queryClient, pet),
    onError: () => refreshPet(queryClient),
  });
}
