import type { TLanguage } from '@shared/constants';
import type { TCalendarFeedCreated, TCalendarFeedStatus } from '@shared/schemas/calendar-feed';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { queryRoots } from '@web/lib/query-keys';

// Under the profile's root, as before this feature had its own folder: what refreshes the
// profile refreshes it.
const calendarFeedKey = () => [...queryRoots.profile, 'calendar-feed'] as const;

export const getCalendarFeed = () => apiFetch<TCalendarFeedStatus>('/api/calendar-feed');

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: calendarFeedKey(), queryFn: getCalendarFeed });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

/** A new private URL (the old one stops working); it is shown once, from this answer. */
export function useRegenerateCalendarFeed() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'account' },
    mutationFn: (language: TLanguage) =>
      apiFetch<TCalendarFeedCreated>('/api/calendar-feed', { method: 'POST', json: { language } }),
    failure: 'calendarFeed.error',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey() }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'account' },
    mutationFn: () => apiFetch<void>('/api/calendar-feed', { method: 'DELETE' }),
    success: 'calendarFeed.revoked',
    failure: 'calendarFeed.error',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey() }),
  });
}
