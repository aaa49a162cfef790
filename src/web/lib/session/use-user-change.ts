import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import { forgetUserData } from './session-cache';

/**
 * True while the signed-in user has just changed under mounted screens (a session check found
 * someone else, e.g. after a sign-in in another tab). The caller then renders a loader instead
 * of its screens, so nothing cached for the previous user shows; the cache is emptied before
 * the screens mount again and fetch for the new user.
 */
export function useUserChange(userId: string | undefined): boolean {
  const queryClient = useQueryClient();
  const [shownUserId, setShownUserId] = useState(userId);
  const hasChanged = userId !== undefined && shownUserId !== undefined && userId !== shownUserId;

  // Before paint, and after the loader replaced the screens (their queries are unobserved).
  useLayoutEffect(() => {
    if (userId === shownUserId) return;
    if (hasChanged) forgetUserData(queryClient);
    setShownUserId(userId);
  }, [userId, shownUserId, hasChanged, queryClient]);

  return hasChanged;
}
