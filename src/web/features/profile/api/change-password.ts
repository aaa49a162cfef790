import type { TChangePassword } from '@shared/schemas/account';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { queryRoots } from '@web/lib/query-keys';

/** Every other session of the account ends; this browser gets a new one in its cookies. */
export const changePassword = (input: TChangePassword) =>
  apiFetch<{ token: string | null }>('/api/auth/change-password', {
    method: 'POST',
    json: input,
  });

/** Failures are the dialog's to show (a wrong current password marks its field). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'account' },
    mutationFn: changePassword,
    success: 'account.passwordChanged',
    failure: null,
    onSuccess: (_answer, input) =>
      input.removePasskeys && queryClient.invalidateQueries({ queryKey: queryRoots.passkeys }),
  });
}
