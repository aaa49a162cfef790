import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api-client';
import { forgetEverythingOnDevice } from '@web/lib/device-cache/forget-device-data';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { useNavigate } from 'react-router';
import { announceAuthChange } from './auth-broadcast';
import { signOut } from './session';
import { markSignedOut } from './session-cache';

/** A 401 means the session had already ended (elsewhere, or expired): signed out all the same. */
async function signOutOnServer() {
  try {
    await signOut();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}

/**
 * Signs out, forgets everything cached for this user (in memory and on the device: kept data,
 * waiting changes, photos), tells the other tabs, and goes to the sign-in screen. Every
 * sign-out button shares the failure toast.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useAppMutation({
    offline: { needsConnection: 'signIn' },
    mutationFn: signOutOnServer,
    failure: 'auth.signOutError',
    onSuccess: () => {
      // Known signed out: the sign-in screen shows at once instead of asking the server again.
      markSignedOut(queryClient);
      void forgetEverythingOnDevice();
      announceAuthChange('signed-out');
      navigate('/', { replace: true });
    },
  });
}
