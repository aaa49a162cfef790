import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { refreshDatePlans } from './date-plans-keys';

export const deletePlanPhoto = (photoId: string) =>
  apiFetch<void>(`/api/date-plans/photos/${encodeURIComponent(photoId)}`, { method: 'DELETE' });

export function useDeletePlanPhoto() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: deletePlanPhoto,
    success: 'datePlans.photoDeleted',
    failure: 'datePlans.updateError',
    // The plan's photos and its list entry, and whatever else the partner's event refreshes.
    onSettled: () => refreshDatePlans(queryClient),
  });
}
