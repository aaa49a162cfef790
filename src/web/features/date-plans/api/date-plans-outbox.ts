import type {
  TDatePlanList,
  TDatePlanPhotoList,
  TSaveDatePlanExperience,
} from '@shared/schemas/date-plans';
import { NO_REACTIONS } from '@shared/schemas/reactions';
import { localToday } from '@web/lib/calendar-dates';
import { blobUrl } from '@web/lib/outbox/blob-url';
import { updateCached } from '@web/lib/outbox/cached-rows';
import { defineOutboxKind } from '@web/lib/outbox/outbox-kind';
import { datePlansKeys } from './date-plans-keys';

/** What a plan's waiting changes are marked with (`WaitingMark target`). */
export const planTarget = (planNumber: number) => `plan-${planNumber}`;

export type ExperienceVars = TSaveDatePlanExperience & { planNumber: number };

/** The kinds of change a date plan makes without a signal: its rating, notes and photos. */
export const saveExperienceKind = defineOutboxKind<ExperienceVars>({
  name: 'date-plans.experience',
  change: 'date-plans.changed',
  label: 'outbox.kinds.planExperience',
  request: ({ planNumber, ...experience }) => ({
    method: 'PUT',
    path: `/api/date-plans/${planNumber}/experience`,
    json: experience,
  }),
  target: ({ planNumber }) => planTarget(planNumber),
  // Saving the experience completes the plan, as the server does.
  apply: (queryClient, { planNumber, ...experience }) =>
    updateCached<TDatePlanList>(queryClient, datePlansKeys.list(), (list) => {
      const plan = list.plans.find((other) => other.planNumber === planNumber);
      if (!plan) return list;
      const saved = {
        ...plan,
        state: 'completed' as const,
        completedDate: experience.experienceDate || plan.completedDate || localToday(),
        experienceDescription: experience.description || null,
        rating: experience.rating ?? null,
      };
      const isSame = (Object.keys(saved) as Array<keyof typeof saved>).every(
        (name) => saved[name] === plan[name],
      );
      if (isSame) return list;
      const wasCompleted = plan.state === 'completed';
      return {
        ...list,
        plans: list.plans.map((other) => (other === plan ? saved : other)),
        completedCount: list.completedCount + (wasCompleted ? 0 : 1),
        inProgressPlanNumber:
          list.inProgressPlanNumber === planNumber ? null : list.inProgressPlanNumber,
      };
    }),
});

export interface PlanPhotosVars {
  planNumber: number;
  files: File[];
}

export const uploadPlanPhotosKind = defineOutboxKind<PlanPhotosVars>({
  name: 'date-plans.photos',
  change: 'date-plans.changed',
  label: 'outbox.kinds.planPhotos',
  detail: ({ files }) => String(files.length),
  creates: true,
  request: ({ planNumber, files }) => ({
    method: 'POST',
    path: `/api/date-plans/${planNumber}/photos`,
    form: { fields: {}, files: files.map((file) => ({ field: 'file', file, name: file.name })) },
  }),
  target: ({ planNumber }) => planTarget(planNumber),
  apply: (queryClient, { planNumber, files }, { localId, at }) => {
    if (!localId) return;
    updateCached<TDatePlanPhotoList>(queryClient, datePlansKeys.photos(planNumber), (list) => {
      if (list.photos.some((photo) => photo.id.startsWith(localId))) return list;
      const made = files.map((file, index) => ({
        id: `${localId}-${index}`,
        url: blobUrl(file),
        thumbnailUrl: blobUrl(file),
        createdAt: at,
        reactions: NO_REACTIONS,
      }));
      return { ...list, photos: [...list.photos, ...made] };
    });
  },
});

export const deletePlanPhotoKind = defineOutboxKind<string>({
  name: 'date-plans.delete-photo',
  change: 'date-plans.changed',
  label: 'outbox.kinds.deletePlanPhoto',
  request: (photoId) => ({
    method: 'DELETE',
    path: `/api/date-plans/photos/${encodeURIComponent(photoId)}`,
  }),
  target: (photoId) => photoId,
  apply: (queryClient, photoId) =>
    updateCached<TDatePlanPhotoList>(queryClient, [...datePlansKeys.all, 'photos'], (list) =>
      list.photos.some((photo) => photo.id === photoId)
        ? { ...list, photos: list.photos.filter((photo) => photo.id !== photoId) }
        : list,
    ),
});
