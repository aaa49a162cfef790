import type { TSignIn } from '@shared/schemas/auth';
import type { TTwoFactorRequired } from '@shared/schemas/second-factors';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import type { SessionUser } from '@web/lib/session/session';
import { toAuthError } from '../auth-errors';
import { useWelcome } from './use-welcome';

/** Signed in, or (with a two-step sign-in) the password was right and the code comes next. */
type TSignInAnswer = { user: SessionUser } | TTwoFactorRequired;

export const signIn = (input: TSignIn) =>
  apiFetch<TSignInAnswer>('/api/auth/sign-in/email', {
    method: 'POST',
    json: { ...input, rememberMe: true },
  }).catch(toAuthError);

export function useSignIn({ onSecondStep }: { onSecondStep: () => void }) {
  const welcome = useWelcome();
  return useAppMutation({
    offline: { needsConnection: 'signIn' },
    mutationFn: signIn,
    success: (answer) => ('user' in answer ? 'auth.loginSuccess' : null),
    failure: 'auth.error',
    onSuccess: (answer) => ('user' in answer ? welcome(answer.user) : onSecondStep()),
  });
}
