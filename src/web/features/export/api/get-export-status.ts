import type { TExportStatus } from '@shared/schemas/export';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { queryRoots } from '@web/lib/query-keys';

// Under the profile's root, as before this feature had its own folder: what refreshes the
// profile refreshes it.
const exportStatusKey = () => [...queryRoots.profile, 'export-status'] as const;

export const getExportStatus = () => apiFetch<TExportStatus>('/api/export/status');

export const exportStatusQueryOptions = () =>
  queryOptions({
    queryKey: exportStatusKey(),
    queryFn: getExportStatus,
    // Asked afresh on each screen: a couple ended meanwhile must show its archive at once.
    staleTime: 0,
  });

export function useExportStatus() {
  return useQuery(exportStatusQueryOptions());
}

/** The download itself: a plain link, so the browser streams the ZIP straight to disk. */
export const exportDownloadUrl = (language: string, formerCoupleId?: string) =>
  `/api/export${formerCoupleId ? `/${formerCoupleId}` : ''}?${new URLSearchParams({ lang: language })}`;
