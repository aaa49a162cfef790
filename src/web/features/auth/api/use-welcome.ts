import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { announceAuthChange } from '../auth-broadcast';
import { pathAfterSignIn } from '../return-path';
import { startSession } from '../session-cache';
import type { SessionUser } from './session';

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
