import { IMAGE_RULES } from '@shared/image-rules';
import type { TProfile } from '@shared/schemas/profile';
import { useQueryClient } from '@tanstack/react-query';
import { useUpload } from '@web/lib/upload/use-upload';
import { storeProfile } from './store-profile';

/** A too-large or non-image avatar: the profile's failure, 'Error al actualizar el perfil'. */
export const AVATAR_RULES = IMAGE_RULES.avatar;

/** PUT /api/profile/avatar (multipart `file`): answers the profile with its new signed URL. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useUpload<TProfile>({
    path: '/api/profile/avatar',
    method: 'PUT',
    rules: AVATAR_RULES,
    success: 'profile.updated',
    failure: 'profile.updateError',
    needsConnection: 'account',
    onUploaded: (profile) => storeProfile(queryClient, profile),
  });
}
