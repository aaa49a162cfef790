import type { TProfile } from '@shared/schemas/profile';
import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@web/lib/session/session-keys';
import { profileKeys, refreshProfile } from './profile-keys';

/** After any change to the profile: keep the answer, and refresh every screen that shows it. */
export function storeProfile(queryClient: QueryClient, profile: TProfile) {
  queryClient.setQueryData(profileKeys.me(), profile);
  // What the partner's realtime event refreshes (the dashboard shows the name and avatar), and
  // my own session, which only my changes touch (it carries my name).
  void refreshProfile(queryClient);
  void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
}
