import { LIMITS } from '@shared/constants';
import type { TProfile } from '@shared/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { storeProfile } from './profile-keys';

/**
 * The server checks the bytes themselves; this early check only spares a doomed upload.
 * `type` comes from the file name and may be empty where the browser does not know the format
 * (HEIC on desktop Chrome): then the server decides. A known type that is not an image is refused.
 */
export function isAcceptableAvatar(file: Pick<File, 'size' | 'type'>): boolean {
  const isMaybeImage = file.type === '' || file.type.startsWith('image/');
  return file.size > 0 && file.size <= LIMITS.avatarBytes && isMaybeImage;
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
