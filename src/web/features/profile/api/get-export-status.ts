import type { TExportStatus } from '@shared/schemas/export';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { profileKeys } from './profile-keys';

export const getExportStatus = () => apiFetch<TExportStatus>('/api/export/status');

export const exportStatusQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.exportStatus(), queryFn: getExportStatus });

export function useExportStatus() {
  return useQuery(exportStatusQueryOptions());
}

/** The download itself: a plain link, so the browser streams the ZIP straight to disk. */
export const exportDownloadUrl = (language: string) =>
  `/api/export?${new URLSearchParams({ lang: language })}`;
