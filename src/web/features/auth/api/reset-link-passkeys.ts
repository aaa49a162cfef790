import type { TResetLinkPasskeys } from '@shared/schemas/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { queryRoots } from '@web/lib/query-keys';

/** The passkeys of the account a reset link is for: the form offers to remove them too. */
export const resetLinkPasskeysQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...queryRoots.resetLinkPasskeys, token],
    queryFn: () =>
      apiFetch<TResetLinkPasskeys>(
        `/api/auth/reset-password/passkeys?${new URLSearchParams({ token })}`,
      ),
    staleTime: Number.POSITIVE_INFINITY,
    // The link's secret is in the key: kept no longer than the page.
    gcTime: 0,
  });

export function useResetLinkPasskeys(token: string) {
  return useQuery(resetLinkPasskeysQueryOptions(token));
}
