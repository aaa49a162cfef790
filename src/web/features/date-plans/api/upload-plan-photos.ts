import { IMAGE_RULES } from '@shared/image-rules';
import { DATE_PLAN_PHOTO_LIMITS, type TDatePlanPhotoList } from '@shared/schemas/date-plans';
import { useQueryClient } from '@tanstack/react-query';
import { bindChange } from '@web/lib/outbox/outbox-kind';
import { useUpload } from '@web/lib/upload/use-upload';
import { datePlansKeys, refreshDatePlans } from './date-plans-keys';
import { uploadPlanPhotosKind } from './date-plans-outbox';

export const PLAN_PHOTO_RULES = IMAGE_RULES.datePlanPhoto;

/**
 * Several photos in one request, with progress; the answer is the plan's whole photo list.
 * Without a signal, kept with the photos and sent later (date-plans-outbox.ts).
 */
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
    outbox: ({ files }) => bindChange(uploadPlanPhotosKind, { planNumber, files }),
  });
}

export const MAX_PHOTOS_PER_UPLOAD = DATE_PLAN_PHOTO_LIMITS.perUpload;
