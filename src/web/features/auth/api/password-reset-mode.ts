import type { TPasswordResetMode } from '@shared/schemas/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { queryRoots } from '@web/lib/query-keys';

/** Whether this server emails reset links: what the panels promise depends on it. */
export const passwordResetModeQueryOptions = () =>
  queryOptions({
    queryKey: queryRoots.passwordResetMode,
    queryFn: () => apiFetch<TPasswordResetMode>('/api/auth/password-reset-mode'),
    // A server setting: it does not change while the app is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePasswordResetMode() {
  return useQuery(passwordResetModeQueryOptions());
}
