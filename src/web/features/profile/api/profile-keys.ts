import type { QueryClient } from '@tanstack/react-query';
import type { TProfile } from '../../../../shared/schemas/profile';
import { sessionKeys } from '../../auth/api/session';

export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
};

// The dashboard feature's key root, spelled out so this feature does not reach into its files;
// its header and hero show the user's name and avatar.
const DASHBOARD_KEY_ROOT = ['dashboard'] as const;

/** After any change to the profile: keep the answer, and refresh every screen that shows it. */
export function storeProfile(queryClient: QueryClient, profile: TProfile) {
  queryClient.setQueryData(profileKeys.me(), profile);
  void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY_ROOT });
  void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
}
