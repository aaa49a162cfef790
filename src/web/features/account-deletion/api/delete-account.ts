import type { TDeleteAccount } from '@shared/schemas/account-deletion';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { useSignOut } from '@web/lib/session/use-sign-out';

/** POST /api/account-deletion { password }: 204, every session of the account is gone. */
export const deleteAccount = (input: TDeleteAccount) =>
  apiFetch<void>('/api/account-deletion', { method: 'POST', json: input });

/**
 * Deletes the account, then leaves as a sign-out does (this tab, the others, the cache): the
 * server already ended the session, and the sign-out takes its 401 as done.
 */
export function useDeleteAccount() {
  const signOut = useSignOut();
  return useAppMutation({
    offline: { needsConnection: 'ending' },
    mutationFn: deleteAccount,
    success: 'ending.accountDeleted',
    // The dialog shows a wrong password under its field; other failures are toasts.
    failure: null,
    onSuccess: () => signOut.mutateAsync(),
  });
}
