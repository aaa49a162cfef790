import type { TProfile } from '@shared/schemas/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { profileKeys } from './profile-keys';

export const getProfile = () => apiFetch<TProfile>('/api/profile');

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.me(), queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
