import type { TProfile } from '@shared/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { storeProfile } from './profile-keys';

export const deleteAvatar = () => apiFetch<TProfile>('/api/profile/avatar', { method: 'DELETE' });

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
