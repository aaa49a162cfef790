import type { TDatePlanPhotoList } from '@shared/schemas/date-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { datePlansKeys } from './date-plans-keys';

export const getPlanPhotos = (planNumber: number) =>
  apiFetch<TDatePlanPhotoList>(`/api/date-plans/${planNumber}/photos`);

export const planPhotosQueryOptions = (planNumber: number) =>
  queryOptions({
    queryKey: datePlansKeys.photos(planNumber),
    queryFn: () => getPlanPhotos(planNumber),
  });

export function usePlanPhotos(planNumber: number) {
  return useQuery(planPhotosQueryOptions(planNumber));
}
