import type { TPasskey, TRenamePasskey } from '@shared/schemas/second-factors';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { type CreationOptions, createCredential } from '@web/lib/passkey-ceremony';

export const passkeyKeys = { all: ['passkeys'] as const };

export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: passkeyKeys.all,
    queryFn: () => apiFetch<TPasskey[]>('/api/auth/passkey/list-user-passkeys'),
  });

export const usePasskeys = () => useQuery(passkeysQueryOptions());

/** Makes a passkey on this device (the browser asks for the face, finger or PIN) and keeps it. */
async function addPasskey(name: string) {
  const options = await apiFetch<CreationOptions>(
    `/api/auth/passkey/generate-register-options?${new URLSearchParams({ name })}`,
  );
  const response = await createCredential(options);
  return apiFetch<TPasskey>('/api/auth/passkey/verify-registration', {
    method: 'POST',
    json: { response, name },
  });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: addPasskey,
    success: 'privacy.passkeys.added',
    failure: 'privacy.passkeys.errors.addFailed',
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useAppMutation({
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
    mutationFn: (id: string) =>
      apiFetch('/api/auth/passkey/delete-passkey', { method: 'POST', json: { id } }),
    success: 'privacy.passkeys.removed',
    failure: 'privacy.passkeys.errors.removeFailed',
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}
