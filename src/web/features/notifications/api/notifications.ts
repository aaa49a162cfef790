import type {
  TNotificationSettings,
  TNotificationSettingsInput,
} from '@shared/schemas/notifications';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { currentLanguage } from '@web/lib/i18n';
import { queryRoots } from '@web/lib/query-keys';

// Under the profile's root, as before this feature had its own folder: what refreshes the
// profile refreshes it.
export const notificationSettingsKey = () => [...queryRoots.profile, 'notifications'] as const;

export const getNotificationSettings = () => apiFetch<TNotificationSettings>('/api/notifications');

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationSettingsKey(), queryFn: getNotificationSettings });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

/** Where and in which language this person reads: the server words and times pushes by it. */
export const browserLocale = () => ({
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  language: currentLanguage(),
});

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'account' },
    mutationFn: (input: Omit<TNotificationSettingsInput, 'timeZone' | 'language'>) =>
      apiFetch<TNotificationSettings>('/api/notifications', {
        method: 'PUT',
        json: { ...input, ...browserLocale() },
      }),
    failure: 'notifications.saveError',
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsKey(), settings),
  });
}
