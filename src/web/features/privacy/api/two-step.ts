import type {
  TConfirmWithPassword,
  TTwoFactorEnrolment,
  TVerifyTotp,
} from '@shared/schemas/second-factors';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { sessionKeys } from '@web/lib/session/session-keys';

// Turning the step on or off gives this browser a new session (better-auth's): the session query
// is read again so the profile shows the new state.

/** Step one: the password, then the app's secret (for the QR code) and the backup codes. */
export function useStartTwoStep() {
  return useAppMutation({
    offline: { needsConnection: 'security' },
    mutationFn: (input: TConfirmWithPassword) =>
      apiFetch<TTwoFactorEnrolment>('/api/auth/two-factor/enable', { method: 'POST', json: input }),
    failure: null,
  });
}

/** Step two: the first code from the app proves it was set up; only then is the step on. */
export function useConfirmTwoStep() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'security' },
    mutationFn: (input: TVerifyTotp) =>
      apiFetch('/api/auth/two-factor/verify-totp', { method: 'POST', json: input }),
    success: 'privacy.twoStep.enabled',
    failure: null,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function useDisableTwoStep() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'security' },
    mutationFn: (input: TConfirmWithPassword) =>
      apiFetch('/api/auth/two-factor/disable', { method: 'POST', json: input }),
    success: 'privacy.twoStep.disabled',
    failure: null,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** Ten new backup codes; the old ones stop working. */
export function useNewBackupCodes() {
  return useAppMutation({
    offline: { needsConnection: 'security' },
    mutationFn: (input: TConfirmWithPassword) =>
      apiFetch<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', {
        method: 'POST',
        json: input,
      }),
    failure: null,
  });
}
