import { withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import type { Actor } from '@server/features/couples/require-couple';
import { notifyPartner } from '@server/features/notifications/notifications.service';
import {
  countReactionsOf,
  dropCommentPushesOn,
} from '@server/features/reactions/reactions.service';
import { conflict } from '@server/http/errors';
import { publishToCouple } from '@server/realtime/publish';
import { newImagePath } from '@server/storage/image.service';
import { coupleViewer } from '@server/storage/signed-url';
import { commitWithImages, removeImagesAfterCommit } from '@server/storage/upload-flow';
import { IMAGE_RULES } from '@shared/image-rules';
import { DATE_PLAN_PHOTO_LIMITS, type TDatePlanPhotoList } from '@shared/schemas/date-plans';
import {
  countPhotosOf,
  deletePhotoOfCouple,
  findPhotosOfPlan,
  insertPhotos,
  lockCompletionOf,
} from './date-plan-photos.repository';
import { presentDatePlanPhotos } from './date-plans.presenter';
import { datePlanNotFound, planIdOf } from './date-plans.service';

type PhotoDependencies = Pick<
  AppDependencies,
  'db' | 'pool' | 'bus' | 'blobs' | 'signer' | 'log' | 'clock'
>;

/** The couple's photos of a plan, with URLs signed for the viewer. */
export async function findDatePlanPhotos(
  { db, signer }: Pick<AppDependencies, 'db' | 'signer'>,
  actor: Actor,
  planNumber: number,
): Promise<TDatePlanPhotoList> {
  const planId = await planIdOf({ db }, planNumber);
  const rows = await findPhotosOfPlan(db, actor.couple.id, planId);
  const reactionsOf = await countReactionsOf(
    { db },
    actor.couple.id,
    'photo',
    rows.map((row) => row.id),
    actor.userId,
  );
  return presentDatePlanPhotos(signer, rows, coupleViewer(actor), reactionsOf);
}

/**
 * Stores several photos of a plan at once: all of them or none. The plan's photo count is checked
 * under the completion row's lock, so two partners uploading together cannot pass the limit.
 */
export async function addDatePlanPhotos(
  deps: PhotoDependencies,
  actor: Actor,
  planNumber: number,
  files: File[],
): Promise<TDatePlanPhotoList> {
  const planId = await planIdOf(deps, planNumber);
  const uploads = files.map((file) => ({
    ...IMAGE_RULES.datePlanPhoto,
    bucket: 'date-plans' as const,
    path: newImagePath(actor.userId, deps.clock.now()),
    file,
  }));
  await commitWithImages(deps, uploads, async (paths) => {
    await withTransaction(deps.pool, async (scope) => {
      const completionId = await lockCompletionOf(scope.db, actor.couple.id, planId);
      const existing = await countPhotosOf(scope.db, completionId);
      if (existing + paths.length > DATE_PLAN_PHOTO_LIMITS.perPlan) {
        throw conflict('datePlans.tooManyPhotos', { max: DATE_PLAN_PHOTO_LIMITS.perPlan });
      }
      await insertPhotos(scope.db, completionId, paths, deps.clock.now());
      await notifyPartner(scope, actor, 'memory', { photos: paths.length });
      await publishToCouple(deps.bus, scope, actor.couple.id, {
        type: 'date-plans.changed',
        ids: [planId],
      });
    });
    return { result: undefined };
  });
  return findDatePlanPhotos(deps, actor, planNumber);
}

/** Deletes one of the couple's photos; its file goes only after the row is gone for good. */
export async function deleteDatePlanPhoto(
  deps: PhotoDependencies,
  actor: Actor,
  photoId: string,
): Promise<void> {
  const { couple } = actor;
  const path = await withTransaction(deps.pool, async (scope) => {
    await dropCommentPushesOn(scope, actor, 'photo', photoId, deps.clock.now());
    const deleted = await deletePhotoOfCouple(scope.db, couple.id, photoId);
    if (!deleted) throw datePlanNotFound();
    await publishToCouple(deps.bus, scope, couple.id, {
      type: 'date-plans.changed',
      ids: [photoId],
    });
    return deleted;
  });
  await removeImagesAfterCommit(deps, [{ bucket: 'date-plans', path }]);
}
