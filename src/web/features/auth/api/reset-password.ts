import type { TResetPassword } from '@shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { toAuthError } from '../auth-errors';
import { sessionKeys } from './auth-keys';

export const resetPassword = (input: TResetPassword) =>
  apiFetch<{ status: boolean }>('/api/auth/reset-password', {
    method: 'POST',
    json: input,
  }).catch(toAuthError);

/** Fails with 'INVALID_TOKEN' for a used, expired or mistyped link (the page shows it). */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: resetPassword,
    success: 'passwordReset.done',
    failure: null,
    // Every session of the account ended, this browser's too if it had one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
