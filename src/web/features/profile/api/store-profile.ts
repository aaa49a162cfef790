import type { TProfile } from '@shared/schemas/profile';
import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@web/features/auth/api/auth-keys';
import { queryRoots } from '@web/lib/query-keys';
import { profileKeys } from './profile-keys';

/** After any change to the profile: keep the answer, and refresh every screen that shows it. */
export function storeProfile(queryClient: QueryClient, profile: TProfile) {
  queryClient.setQueryData(profileKeys.me(), profile);
  // The dashboard's header and hero show the name and avatar.
  void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard });
  void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
}
