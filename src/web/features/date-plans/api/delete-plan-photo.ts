import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { datePlanKeys } from './date-plans-keys';

export const deletePlanPhoto = (photoId: string) =>
  apiFetch<void>(`/api/date-plans/photos/${encodeURIComponent(photoId)}`, { method: 'DELETE' });

export function useDeletePlanPhoto(planNumber: number) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: deletePlanPhoto,
    success: 'datePlans.photoDeleted',
    failure: 'datePlans.updateError',
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: datePlanKeys.photos(planNumber) }),
        queryClient.invalidateQueries({ queryKey: datePlanKeys.list() }),
      ]),
  });
}
