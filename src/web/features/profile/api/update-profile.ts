import type { TProfile, TUpdateProfile } from '@shared/schemas/profile';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { storeProfile } from './store-profile';

export const updateProfile = (input: TUpdateProfile) =>
  apiFetch<TProfile>('/api/profile', { method: 'PATCH', json: input });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'account' },
    mutationFn: updateProfile,
    success: 'profile.updated',
    failure: 'profile.updateError',
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
