import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { type RequestOptions, signChallenge } from '@web/lib/passkey-ceremony';
import type { SessionUser } from '@web/lib/session/session';
import { toAuthError } from '../auth-errors';
import { useWelcome } from './use-welcome';

/** Signs in with a passkey: no email, no password, no code (the passkey is all three). */
async function signInWithPasskey() {
  const options = await apiFetch<RequestOptions>('/api/auth/passkey/generate-authenticate-options');
  const response = await signChallenge(options);
  return apiFetch<{ user: SessionUser }>('/api/auth/passkey/verify-authentication', {
    method: 'POST',
    json: { response },
  }).catch(toAuthError);
}

export function usePasskeySignIn() {
  const welcome = useWelcome();
  return useAppMutation({
    offline: { needsConnection: 'signIn' },
    mutationFn: signInWithPasskey,
    success: 'auth.loginSuccess',
    // Closing the browser's prompt is a choice: notify.ts stays silent for it.
    failure: 'auth.passkeyFailed',
    onSuccess: ({ user }) => welcome(user),
  });
}
