import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { type RequestOptions, signChallenge } from '@web/lib/passkey-ceremony';
import { unlock } from '../app-lock-store';

/** The device's own check: a passkey, with the face, the finger or the PIN (the server insists). */
async function unlockWithPasskey() {
  const options = await apiFetch<RequestOptions>('/api/app-lock/passkey-challenge', {
    method: 'POST',
    json: {},
  });
  const response = await signChallenge(options);
  await apiFetch('/api/app-lock/unlock-with-passkey', { method: 'POST', json: { response } });
}

export function useUnlockWithPasskey() {
  return useAppMutation({
    offline: { needsConnection: 'security' },
    mutationFn: unlockWithPasskey,
    // The lock screen says it (toasts are hidden while locked).
    failure: null,
    onSuccess: unlock,
  });
}

/** Failures are the form's to show (a wrong password marks its field). */
export function useUnlockWithPassword() {
  return useAppMutation({
    offline: { needsConnection: 'security' },
    mutationFn: (password: string) =>
      apiFetch('/api/app-lock/unlock-with-password', { method: 'POST', json: { password } }),
    failure: null,
    onSuccess: unlock,
  });
}
