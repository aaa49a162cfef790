import type { TSignUp } from '@shared/schemas/auth';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import type { SessionUser } from '@web/lib/session/session';
import { toAuthError } from '../auth-errors';
import { useWelcome } from './use-welcome';

/** With email confirmation on, no session comes back: `token` is null until confirmed. */
export const signUp = (input: TSignUp) =>
  apiFetch<{ user: SessionUser; token: string | null }>('/api/auth/sign-up/email', {
    method: 'POST',
    json: { ...input, callbackURL: '/dashboard' },
  }).catch(toAuthError);

/** `onCheckEmail`: signed up, but the link in the email must be followed before signing in. */
export function useSignUp({ onCheckEmail }: { onCheckEmail: () => void }) {
  const welcome = useWelcome();
  return useAppMutation({
    offline: { needsConnection: 'signIn' },
    mutationFn: signUp,
    success: ({ token }) => (token ? 'auth.signupSuccess' : 'auth.checkEmail'),
    failure: 'auth.error',
    onSuccess: ({ user, token }) => (token ? welcome(user) : onCheckEmail()),
  });
}
