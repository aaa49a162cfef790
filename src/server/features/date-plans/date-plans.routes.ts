import type { AppDependencies } from '@server/deps';
import { type CoupleEnv, coupleRoutes } from '@server/features/couples/require-couple';
import { uploadLimit } from '@server/http/body-limits';
import { readUploadFiles } from '@server/http/multipart';
import { resourceId } from '@server/http/resource-id';
import { parseJson } from '@server/http/validate';
import { idempotent } from '@server/idempotency/idempotency';
import { IMAGE_RULES } from '@shared/image-rules';
import {
  DATE_PLAN_PHOTO_LIMITS,
  type TDatePlan,
  type TDatePlanList,
  type TDatePlanPhotoList as TPhotos,
  ZSaveDatePlanExperienceSchema,
} from '@shared/schemas/date-plans';
import type { Context } from 'hono';
import {
  addDatePlanPhotos,
  deleteDatePlanPhoto,
  findDatePlanPhotos,
} from './date-plan-photos.service';
import {
  completeDatePlan,
  findDatePlans,
  saveDatePlanExperience,
  startDatePlan,
  toggleDatePlan,
} from './date-plans.service';

const PHOTO = IMAGE_RULES.datePlanPhoto;
// Plans are named by their number (1-100); anything else never reaches a handler.
const PLAN = '/:planNumber{[0-9]+}';

const planNumberOf = (c: Context<CoupleEnv>) => Number(c.req.param('planNumber'));

/** The 100 date plans as one couple lives them: `/api/date-plans`. */
export function datePlansRoutes(deps: AppDependencies) {
  return coupleRoutes(deps)
    .get('/', async (c) => c.json((await findDatePlans(deps, c.var.actor)) satisfies TDatePlanList))
    .post(`${PLAN}/start`, async (c) =>
      c.json((await startDatePlan(deps, c.var.actor, planNumberOf(c))) satisfies TDatePlan),
    )
    .post(`${PLAN}/complete`, async (c) =>
      c.json((await completeDatePlan(deps, c.var.actor, planNumberOf(c))) satisfies TDatePlan),
    )
    .post(`${PLAN}/toggle`, async (c) =>
      c.json((await toggleDatePlan(deps, c.var.actor, planNumberOf(c))) satisfies TDatePlan),
    )
    .put(`${PLAN}/experience`, async (c) => {
      const input = await parseJson(c, ZSaveDatePlanExperienceSchema);
      const plan = await saveDatePlanExperience(deps, c.var.actor, planNumberOf(c), input);
      return c.json(plan satisfies TDatePlan);
    })
    .get(`${PLAN}/photos`, async (c) =>
      c.json((await findDatePlanPhotos(deps, c.var.actor, planNumberOf(c))) satisfies TPhotos),
    )
    .post(
      `${PLAN}/photos`,
      uploadLimit({ maxRequestBytes: PHOTO.maxRequestBytes, message: PHOTO.messages.tooLarge }),
      idempotent(deps),
      async (c) => {
        const files = await readUploadFiles(c, {
          message: PHOTO.messages.notImage,
          maxFiles: DATE_PLAN_PHOTO_LIMITS.perUpload,
          tooManyMessage: 'datePlans.tooManyPhotosAtOnce',
        });
        const photos = await addDatePlanPhotos(deps, c.var.actor, planNumberOf(c), files);
        return c.json(photos satisfies TPhotos, 201);
      },
    )
    .delete('/photos/:photoId', async (c) => {
      const photoId = resourceId(c, 'photoId', 'datePlans.notFound');
      await deleteDatePlanPhoto(deps, c.var.actor, photoId);
      return c.body(null, 204);
    });
}
