import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sessionKeys, signOut } from '../../auth/api/session';

/** Signs out, forgets everything cached for this user, and goes to the sign-in screen. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.clear();
      // Known signed out: the sign-in screen shows at once instead of asking the server again.
      queryClient.setQueryData(sessionKeys.all, null);
      navigate('/', { replace: true });
    },
  });
}
