import type { TProfile } from '@shared/schemas/profile';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { profileKeys } from './profile-keys';
import { storeProfile } from './store-profile';

/** DELETE /api/profile/avatar: 204, like every delete. */
export const deleteAvatar = () => apiFetch<void>('/api/profile/avatar', { method: 'DELETE' });

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'account' },
    mutationFn: deleteAvatar,
    success: 'profile.updated',
    failure: 'profile.updateError',
    onSuccess: () => {
      // The answer is empty: the profile shown is the cached one without its avatar.
      const current = queryClient.getQueryData<TProfile>(profileKeys.me());
      if (current) storeProfile(queryClient, { ...current, avatarUrl: null });
      else void queryClient.invalidateQueries({ queryKey: profileKeys.me() });
    },
  });
}
