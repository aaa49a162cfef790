import { requireSession } from '@server/auth/require-session';
import { type CoupleEnv, requireCouple } from '@server/features/couples/require-couple';
import { uploadLimit } from '@server/http/body-limits';
import type { AppDependencies } from '@server/http/context';
import { readUploadFiles } from '@server/http/multipart';
import { userToday } from '@server/http/user-today';
import { parseJson } from '@server/http/validate';
import { IMAGE_RULES } from '@server/storage/image-rules';
import { DATE_PLAN_PHOTO_LIMITS, ZSaveDatePlanExperienceSchema } from '@shared/schemas/date-plans';
import { type Context, Hono } from 'hono';
import {
  addDatePlanPhotos,
  deleteDatePlanPhoto,
  findDatePlanPhotos,
} from './date-plan-photos.service';
import {
  type CoupleActor,
  completeDatePlan,
  findDatePlans,
  saveDatePlanExperience,
  startDatePlan,
  toggleDatePlan,
} from './date-plans.service';

const PHOTO = IMAGE_RULES.datePlanPhoto;
// Plans are named by their number (1-100); anything else never reaches a handler.
const PLAN = '/:planNumber{[0-9]+}';

const actorOf = (c: Context<CoupleEnv>): CoupleActor => ({
  userId: c.var.user.id,
  coupleId: c.var.couple.id,
  today: userToday(c),
});
const planNumberOf = (c: Context<CoupleEnv>) => Number(c.req.param('planNumber'));

/** The 100 date plans as one couple lives them: `/api/date-plans`. */
export function datePlansRoutes(deps: AppDependencies) {
  return new Hono<CoupleEnv>()
    .use('*', requireSession(deps), requireCouple(deps))
    .get('/', async (c) => c.json(await findDatePlans(deps, c.var.couple.id)))
    .post(`${PLAN}/start`, async (c) =>
      c.json(await startDatePlan(deps, actorOf(c), planNumberOf(c))),
    )
    .post(`${PLAN}/complete`, async (c) =>
      c.json(await completeDatePlan(deps, actorOf(c), planNumberOf(c))),
    )
    .post(`${PLAN}/toggle`, async (c) =>
      c.json(await toggleDatePlan(deps, actorOf(c), planNumberOf(c))),
    )
    .put(`${PLAN}/experience`, async (c) => {
      const input = await parseJson(c, ZSaveDatePlanExperienceSchema);
      return c.json(await saveDatePlanExperience(deps, actorOf(c), planNumberOf(c), input));
    })
    .get(`${PLAN}/photos`, async (c) =>
      c.json(await findDatePlanPhotos(deps, actorOf(c), planNumberOf(c))),
    )
    .post(
      `${PLAN}/photos`,
      uploadLimit({ maxRequestBytes: PHOTO.maxRequestBytes, message: PHOTO.messages.tooLarge }),
      async (c) => {
        const files = await readUploadFiles(c, {
          message: PHOTO.messages.notImage,
          maxFiles: DATE_PLAN_PHOTO_LIMITS.perUpload,
          tooManyMessage: 'datePlans.tooManyPhotosAtOnce',
        });
        return c.json(await addDatePlanPhotos(deps, actorOf(c), planNumberOf(c), files), 201);
      },
    )
    .delete('/photos/:photoId', async (c) => {
      await deleteDatePlanPhoto(deps, actorOf(c), c.req.param('photoId'));
      return c.json({ ok: true });
    });
}
