import type { TResetPassword } from '@shared/schemas/account';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { queryRoots } from '@web/lib/query-keys';

// Nothing of the sign-in form is imported here (its error mapping, its keys module): shared
// modules become chunks of their own, and the sign-in screen's first load would grow.

export const resetPassword = (input: TResetPassword) =>
  apiFetch<{ status: boolean }>('/api/auth/reset-password', { method: 'POST', json: input });

/** better-auth's code for a used, expired or mistyped link: the page shows it in place. */
export const INVALID_LINK_CODE = 'INVALID_TOKEN';

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'signIn' },
    mutationFn: resetPassword,
    success: 'passwordReset.done',
    failure: null,
    // Every session of the account ended, this browser's too if it had one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.session }),
  });
}
