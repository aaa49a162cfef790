import type { TSignIn } from '@shared/schemas/auth';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { toAuthError } from '../auth-errors';
import type { SessionUser } from './session';
import { useWelcome } from './use-welcome';

export const signIn = (input: TSignIn) =>
  apiFetch<{ user: SessionUser }>('/api/auth/sign-in/email', {
    method: 'POST',
    json: { ...input, rememberMe: true },
  }).catch(toAuthError);

export function useSignIn() {
  const welcome = useWelcome();
  return useAppMutation({
    mutationFn: signIn,
    success: 'auth.loginSuccess',
    failure: 'auth.error',
    onSuccess: ({ user }) => welcome(user),
  });
}
