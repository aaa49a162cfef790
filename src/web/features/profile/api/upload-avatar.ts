import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '../../../../shared/constants';
import type { TProfile } from '../../../../shared/schemas/profile';
import { apiFetch } from '../../../lib/api-client';
import { storeProfile } from './profile-keys';

/**
 * The server checks the bytes themselves; this early check only spares a doomed 2 MB upload.
 * `type` comes from the file name, so a mislabelled file still reaches the server's check.
 */
export function isAcceptableAvatar(file: File): boolean {
  return file.size > 0 && file.size <= LIMITS.avatarBytes && file.type.startsWith('image/');
}

export const uploadAvatar = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<TProfile>('/api/profile/avatar', { method: 'PUT', body });
};

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
