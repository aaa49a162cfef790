import { signBlobUrl, type UrlSigner, type UrlViewer } from '@server/storage/signed-url';
import { DATE_PLAN_COUNT } from '@shared/domain/date-plans-catalogue';
import type { TDatePlan, TDatePlanList, TDatePlanPhotoList } from '@shared/schemas/date-plans';
import type { TReactionCounts } from '@shared/schemas/reactions';
import type { PhotoRow } from './date-plan-photos.repository';
import type { DatePlanRow } from './date-plans.repository';

/** A plan with the couple's state of it: no completion row means not started. */
export function presentDatePlan({
  inProgress,
  completed,
  completedDate,
  experienceDescription,
  rating,
  photoCount,
  ...plan
}: DatePlanRow): TDatePlan {
  return {
    ...plan,
    state: completed ? 'completed' : inProgress ? 'in-progress' : 'not-started',
    completedDate: completedDate ?? null,
    experienceDescription: experienceDescription ?? null,
    rating: rating ?? null,
    photoCount: photoCount ?? 0,
  };
}

export function presentDatePlanList(rows: DatePlanRow[]): TDatePlanList {
  const plans = rows.map(presentDatePlan);
  return {
    plans,
    completedCount: plans.filter((plan) => plan.state === 'completed').length,
    total: DATE_PLAN_COUNT,
    inProgressPlanNumber: plans.find((plan) => plan.state === 'in-progress')?.planNumber ?? null,
  };
}

/** A plan's photos with URLs signed for the viewer; one whose file is unknown is left out. */
export function presentDatePlanPhotos(
  signer: UrlSigner,
  rows: PhotoRow[],
  viewer: UrlViewer,
  reactionsOf: (id: string) => TReactionCounts,
): TDatePlanPhotoList {
  return {
    photos: rows.flatMap(({ id, path, createdAt }) => {
      const urls = signBlobUrl(signer, 'date-plans', path, viewer);
      return urls
        ? [
            {
              id,
              url: urls.url,
              thumbnailUrl: urls.thumbnailUrl,
              createdAt: createdAt.toISOString(),
              reactions: reactionsOf(id),
            },
          ]
        : [];
    }),
  };
}
