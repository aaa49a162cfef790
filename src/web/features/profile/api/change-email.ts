import type { TChangeEmail, TEmailChangeRequested } from '@shared/schemas/account';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { sessionKeys } from '@web/lib/session/session-keys';
import { refreshProfile } from './profile-keys';

export const changeEmail = (input: TChangeEmail) =>
  apiFetch<TEmailChangeRequested>('/api/auth/change-email', { method: 'POST', json: input });

/**
 * With email on the server, a link goes to the new address and nothing changes until it is
 * opened; without, the email changes at once. Failures are the dialog's to show.
 */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'account' },
    mutationFn: changeEmail,
    success: ({ confirmationSent }, { newEmail }) => ({
      key: confirmationSent ? 'account.confirmationSent' : 'account.emailChanged',
      params: { email: newEmail.trim().toLowerCase() },
    }),
    failure: null,
    onSuccess: async ({ confirmationSent }) => {
      if (confirmationSent) return;
      await Promise.all([
        refreshProfile(queryClient),
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]);
    },
  });
}
