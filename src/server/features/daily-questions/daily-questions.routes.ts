import type { AppDependencies } from '@server/deps';
import { coupleRoutes } from '@server/features/couples/require-couple';
import { resourceId } from '@server/http/resource-id';
import { parseJson, parseQuery } from '@server/http/validate';
import {
  type TDailyQuestionDay,
  type TDailyQuestionHistory,
  type TDailyQuestionToday,
  ZDailyAnswerSchema,
  ZDailyQuestionHistoryQuerySchema,
} from '@shared/schemas/daily-questions';
import {
  answerDailyQuestion,
  findQuestionHistory,
  getTodayQuestion,
} from './daily-questions.service';

/**
 * `/api/daily-questions`: "la pregunta del día". A day is the caller's own calendar day (their
 * time zone, on the app's clock so tests can stand at the date line); both partners get the same
 * question for the same date (docs/FEATURES.md, "La pregunta del día").
 */
export function dailyQuestionsRoutes(deps: AppDependencies) {
  return coupleRoutes(deps)
    .get('/today', async (c) =>
      c.json((await getTodayQuestion(deps, c.var.actor)) satisfies TDailyQuestionToday),
    )
    .get('/history', async (c) => {
      const { before } = parseQuery(c, ZDailyQuestionHistoryQuerySchema);
      const history = await findQuestionHistory(deps, c.var.actor, before);
      return c.json(history satisfies TDailyQuestionHistory);
    })
    .put('/:id/answer', async (c) => {
      const id = resourceId(c, 'id', 'dailyQuestion.notFound');
      const { answer } = await parseJson(c, ZDailyAnswerSchema);
      const day = await answerDailyQuestion(deps, c.var.actor, id, answer);
      return c.json(day satisfies TDailyQuestionDay);
    });
}
