import { useQueryClient } from '@tanstack/react-query';
import { announceAuthChange } from '@web/lib/session/auth-broadcast';
import type { SessionUser } from '@web/lib/session/session';
import { startSession } from '@web/lib/session/session-cache';
import { useLocation, useNavigate } from 'react-router';
import { pathAfterSignIn } from '../return-path';

/** Signed in (or up with a session at once): this user's session, the other tabs, onwards. */
export function useWelcome() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return async (user: SessionUser) => {
    await startSession(queryClient, { user });
    announceAuthChange('signed-in');
    navigate(pathAfterSignIn(location.state), { replace: true });
  };
}
