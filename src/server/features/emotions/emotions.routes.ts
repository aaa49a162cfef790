import { requireSession } from '@server/auth/require-session';
import { type CoupleEnv, requireCouple } from '@server/features/couples/require-couple';
import type { AppDependencies } from '@server/http/context';
import { userToday } from '@server/http/user-today';
import { parseJson, parseQuery } from '@server/http/validate';
import {
  type TEmotion,
  type TEmotionMonth,
  type TTodayEmotions,
  ZCreateEmotionSchema,
  ZEmotionMonthQuerySchema,
} from '@shared/schemas/emotions';
import { type Context, Hono } from 'hono';
import {
  createEmotion,
  deleteEmotion,
  type EmotionsActor,
  findEmotionMonth,
  findTodayEmotions,
} from './emotions.service';

const actorOf = (c: Context<CoupleEnv>): EmotionsActor => ({
  userId: c.var.user.id,
  coupleId: c.var.couple.id,
  today: userToday(c),
});

/** `/api/emotions`: the emotion jar (today) and the emotion calendar (a month). */
export function emotionsRoutes(deps: AppDependencies) {
  return new Hono<CoupleEnv>()
    .use('*', requireSession(deps), requireCouple(deps))
    .get('/today', async (c) =>
      c.json((await findTodayEmotions(deps.db, actorOf(c))) satisfies TTodayEmotions),
    )
    .get('/month', async (c) => {
      const { month } = parseQuery(c, ZEmotionMonthQuerySchema);
      return c.json((await findEmotionMonth(deps.db, actorOf(c), month)) satisfies TEmotionMonth);
    })
    .post('/', async (c) => {
      const { emotionType } = await parseJson(c, ZCreateEmotionSchema);
      const emotion = await createEmotion(deps, actorOf(c), emotionType);
      return c.json(emotion satisfies TEmotion, 201);
    })
    .delete('/:id', async (c) => {
      await deleteEmotion(
        deps,
        { userId: c.var.user.id, coupleId: c.var.couple.id },
        c.req.param('id'),
      );
      return c.body(null, 204);
    });
}
