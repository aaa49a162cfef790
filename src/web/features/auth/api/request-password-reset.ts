import type { TPasswordResetRequested, TRequestPasswordReset } from '@shared/schemas/account';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { toAuthError } from '../auth-errors';

/** The same answer for any email: whether it has an account is never told. */
export const requestPasswordReset = (input: TRequestPasswordReset) =>
  apiFetch<TPasswordResetRequested>('/api/auth/request-password-reset', {
    method: 'POST',
    json: input,
  }).catch(toAuthError);

export function useRequestPasswordReset() {
  return useAppMutation({
    offline: { needsConnection: 'signIn' },
    mutationFn: requestPasswordReset,
    failure: 'passwordReset.requestError',
  });
}
