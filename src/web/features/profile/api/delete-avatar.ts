import type { TProfile } from '@shared/schemas/profile';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { storeProfile } from './store-profile';

export const deleteAvatar = () => apiFetch<TProfile>('/api/profile/avatar', { method: 'DELETE' });

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: deleteAvatar,
    success: 'profile.updated',
    failure: 'profile.updateError',
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
