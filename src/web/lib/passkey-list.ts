import type { TPasskey } from '@shared/schemas/second-factors';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { queryRoots } from './query-keys';

/**
 * The account's passkeys: listed and managed in the privacy settings, and offered for removal
 * with a password change (the profile), as a password change does not end them.
 */
export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: queryRoots.passkeys,
    queryFn: () => apiFetch<TPasskey[]>('/api/auth/passkey/list-user-passkeys'),
  });
