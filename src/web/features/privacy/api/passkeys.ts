import type { TPasskey, TRenamePasskey } from '@shared/schemas/second-factors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { type CreationOptions, createCredential } from '@web/lib/passkey-ceremony';
import { passkeysQueryOptions } from '@web/lib/passkey-list';
import { queryRoots } from '@web/lib/query-keys';

export const passkeyKeys = { all: queryRoots.passkeys };

export const usePasskeys = () => useQuery(passkeysQueryOptions());

/** What the add dialog sends: a name, and the proof it is the account's owner. */
export interface TAddPasskey {
  name: string;
  password: string;
  /** The authenticator app's code, with the two-step sign-in on. */
  code?: string;
}

/** The server's code for a missing, wrong or already used authenticator code. */
export const WRONG_PASSKEY_CODE = 'WRONG_PASSKEY_CODE';

/** Makes a passkey on this device (the browser asks for the face, finger or PIN) and keeps it. */
async function addPasskey({ name, password, code }: TAddPasskey) {
  const options = await apiFetch<CreationOptions>(
    `/api/auth/passkey/generate-register-options?${new URLSearchParams({ name })}`,
  );
  const response = await createCredential(options);
  return apiFetch<TPasskey>('/api/auth/passkey/verify-registration', {
    method: 'POST',
    json: { response, name, password, code },
  });
}

/** Failures are the dialog's to show (a wrong password or code marks its field). */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'security' },
    mutationFn: addPasskey,
    success: 'privacy.passkeys.added',
    failure: null,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'security' },
    mutationFn: (input: TRenamePasskey) =>
      apiFetch('/api/auth/passkey/update-passkey', { method: 'POST', json: input }),
    success: 'privacy.passkeys.renamed',
    failure: null,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'security' },
    mutationFn: (id: string) =>
      apiFetch('/api/auth/passkey/delete-passkey', { method: 'POST', json: { id } }),
    success: 'privacy.passkeys.removed',
    failure: 'privacy.passkeys.errors.removeFailed',
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}
