import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { announceAuthChange } from '../auth-broadcast';
import { markSignedOut } from '../session-cache';
import { signOut } from './session';

/** A 401 means the session had already ended (elsewhere, or expired): signed out all the same. */
async function signOutOnServer() {
  try {
    await signOut();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}

/**
 * Signs out, forgets everything cached for this user, tells the other tabs, and goes to the
 * sign-in screen. Every sign-out button shares the failure toast.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOutOnServer,
    onSuccess: () => {
      // Known signed out: the sign-in screen shows at once instead of asking the server again.
      markSignedOut(queryClient);
      announceAuthChange('signed-out');
      navigate('/', { replace: true });
    },
    onError: (error) => toast.error(errorMessage(error, t, 'auth.signOutError')),
  });
}
