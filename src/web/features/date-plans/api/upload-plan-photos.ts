import { IMAGE_RULES } from '@shared/image-rules';
import { DATE_PLAN_PHOTO_LIMITS, type TDatePlanPhotoList } from '@shared/schemas/date-plans';
import { useQueryClient } from '@tanstack/react-query';
import { useUpload } from '@web/lib/upload/use-upload';
import { datePlansKeys, refreshDatePlans } from './date-plans-keys';

export const PLAN_PHOTO_RULES = IMAGE_RULES.datePlanPhoto;

/** Several photos in one request, with progress; the answer is the plan's whole photo list. */
export function useUploadPlanPhotos(planNumber: number) {
  const queryClient = useQueryClient();
  return useUpload<TDatePlanPhotoList>({
    path: `/api/date-plans/${planNumber}/photos`,
    rules: PLAN_PHOTO_RULES,
    success: 'datePlans.photosUploaded',
    failure: 'datePlans.photosError',
    onUploaded: (list) => {
      queryClient.setQueryData(datePlansKeys.photos(planNumber), list);
      return refreshDatePlans(queryClient);
    },
  });
}

export const MAX_PHOTOS_PER_UPLOAD = DATE_PLAN_PHOTO_LIMITS.perUpload;
