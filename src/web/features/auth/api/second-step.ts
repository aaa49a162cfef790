import type { TVerifyBackupCode, TVerifyTotp } from '@shared/schemas/second-factors';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import type { SessionUser } from '@web/lib/session/session';
import { toAuthError } from '../auth-errors';
import { useWelcome } from './use-welcome';

export type TSecondStepMethod = 'app' | 'backup';

/** The code step of a two-step sign-in, after the right password (the server keeps whose). */
const verifySecondStep = ({
  method,
  ...input
}: (TVerifyTotp | TVerifyBackupCode) & { method: TSecondStepMethod }) =>
  apiFetch<{ user: SessionUser }>(
    method === 'app'
      ? '/api/auth/two-factor/verify-totp'
      : '/api/auth/two-factor/verify-backup-code',
    { method: 'POST', json: input },
  ).catch(toAuthError);

/** Failures are the form's to show (a wrong code marks its field). */
export function useSecondStep() {
  const welcome = useWelcome();
  return useAppMutation({
    offline: { needsConnection: 'signIn' },
    mutationFn: verifySecondStep,
    success: 'auth.loginSuccess',
    failure: null,
    onSuccess: ({ user }) => welcome(user),
  });
}
