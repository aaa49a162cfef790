import type { AppDependencies } from '@server/deps';
import { coupleRoutes } from '@server/features/couples/require-couple';
import { resourceId } from '@server/http/resource-id';
import { parseJson, parseQuery } from '@server/http/validate';
import { idempotent } from '@server/idempotency/idempotency';
import {
  type TEmotion,
  type TEmotionMonth,
  type TTodayEmotions,
  ZCreateEmotionSchema,
  ZEmotionMonthQuerySchema,
} from '@shared/schemas/emotions';
import {
  createEmotion,
  deleteEmotion,
  findEmotionMonth,
  findTodayEmotions,
} from './emotions.service';

/** `/api/emotions`: the emotion jar (today) and the emotion calendar (a month). */
export function emotionsRoutes(deps: AppDependencies) {
  return coupleRoutes(deps)
    .get('/today', async (c) =>
      c.json((await findTodayEmotions(deps, c.var.actor)) satisfies TTodayEmotions),
    )
    .get('/month', async (c) => {
      const { month } = parseQuery(c, ZEmotionMonthQuerySchema);
      return c.json((await findEmotionMonth(deps, c.var.actor, month)) satisfies TEmotionMonth);
    })
    .post('/', idempotent(deps), async (c) => {
      const { emotionType } = await parseJson(c, ZCreateEmotionSchema);
      const emotion = await createEmotion(deps, c.var.actor, emotionType);
      return c.json(emotion satisfies TEmotion, 201);
    })
    .delete('/:id', async (c) => {
      await deleteEmotion(deps, c.var.actor, resourceId(c, 'id', 'emotions.notFound'));
      return c.body(null, 204);
    });
}
