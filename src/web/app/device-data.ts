import type { TMyCoupleResponse } from '@shared/schemas/couple';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '@web/app/routes/dashboard/api/dashboard-keys';
import { couplesKeys } from '@web/features/couples/api/couples-keys';
import { keepDeviceCache } from '@web/lib/device-cache/device-cache';
import { forgetLastScreens } from '@web/lib/last-screen/last-screen';
import { forgetPhotoCache } from '@web/lib/photo-cache';
import { queryRoots } from '@web/lib/query-keys';

/** What outlives a couple on the device: who is signed in, their own profile, their couple. */
const PERSONAL_ROOTS: readonly string[] = [
  queryRoots.session[0],
  queryRoots.profile[0],
  queryRoots.couples[0],
];

/** Both answers that say whether there is a couple (`couple: { status } | null`). */
type WithCouple = Pick<TMyCoupleResponse, 'couple'>;
const hasActiveCouple = (data: WithCouple | undefined) => data?.couple?.status === 'active';

/**
 * When the couple ends (either partner, heard live or found on a reopen), what this device kept
 * of the shared space goes: its queries (and so the device cache's copy, rewritten without them)
 * the photos seen, which would otherwise still show from the worker's cache, and the pictures
 * of the last screens.
 */
function dropSharedDataWhenCoupleEnds(queryClient: QueryClient): () => void {
  // The couple guard's query and the dashboard's: whichever screen is open hears the end.
  const keys = [couplesKeys.me(), dashboardKeys.detail()];
  const hashes = new Set(keys.map((key) => hashKey(key)));
  let hadCouple = keys.some((key) => hasActiveCouple(queryClient.getQueryData<WithCouple>(key)));
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!hashes.has(event.query.queryHash)) return;
    const hasCouple = hasActiveCouple(event.query.state.data as WithCouple | undefined);
    const hasEnded = hadCouple && !hasCouple;
    hadCouple = hasCouple;
    if (!hasEnded) return;
    // The answer that told (now without the couple) stays: its screen is showing it.
    queryClient.removeQueries({
      predicate: (query) =>
        query !== event.query && !PERSONAL_ROOTS.includes(String(query.queryKey[0])),
    });
    void forgetPhotoCache().catch(() => {});
    void forgetLastScreens();
  });
}

/** After the first render: keep the account's data on the device, and drop what must go. */
export function keepDeviceData(queryClient: QueryClient, restored: Promise<void>): void {
  keepDeviceCache(queryClient, restored);
  dropSharedDataWhenCoupleEnds(queryClient);
}
