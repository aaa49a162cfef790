import type { TProfile, TUpdateProfile } from '@shared/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { storeProfile } from './profile-keys';

export const updateProfile = (input: TUpdateProfile) =>
  apiFetch<TProfile>('/api/profile', { method: 'PATCH', json: input });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
