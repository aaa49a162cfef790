import type { TDevicesResponse, TDevicesSignedOut } from '@shared/schemas/devices';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { queryRoots } from '@web/lib/query-keys';

// Under the profile's root, where the list has always been kept: the profile screen shows it and
// refreshes with it.
export const devicesQueryKey = () => [...queryRoots.profile, 'devices'] as const;

export const getDevices = () => apiFetch<TDevicesResponse>('/api/devices');

export const devicesQueryOptions = () =>
  queryOptions({ queryKey: devicesQueryKey(), queryFn: getDevices });

export function useDevices() {
  return useQuery(devicesQueryOptions());
}

/** Signs one other device out; it loses access at once, on every server instance. */
export function useEndDevice() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'account' },
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/devices/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    success: 'devices.signedOut',
    failure: 'devices.endError',
    // Refreshed after a failure too: a 404 means it had already ended (signed out there).
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey() }),
  });
}

export function useEndOtherDevices() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'account' },
    mutationFn: () =>
      apiFetch<TDevicesSignedOut>('/api/devices/sign-out-others', { method: 'POST', json: {} }),
    success: 'devices.othersSignedOut',
    failure: 'devices.endError',
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey() }),
  });
}
