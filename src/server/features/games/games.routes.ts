import type { AppDependencies } from '@server/deps';
import { coupleRoutes } from '@server/features/couples/require-couple';
import { parseJson } from '@server/http/validate';
import { idempotent } from '@server/idempotency/idempotency';
import type { TQuizState } from '@shared/schemas/games';
import { ZQuizAnswersSchema, ZStartQuizRoundSchema } from '@shared/schemas/games';
import { getQuizState, saveQuizAnswers, startQuizRound } from './games.service';

/** `/api/games`: the compatibility quiz (the other games are fixed content on the web). */
export function gamesRoutes(deps: AppDependencies) {
  return coupleRoutes(deps)
    .get('/quiz', async (c) => c.json((await getQuizState(deps, c.var.actor)) satisfies TQuizState))
    .post('/quiz', idempotent(deps), async (c) => {
      const answers = await parseJson(c, ZQuizAnswersSchema);
      const state = await saveQuizAnswers(deps, c.var.actor, answers);
      return c.json(state satisfies TQuizState, 201);
    })
    .post('/quiz/rounds', async (c) => {
      const { after } = await parseJson(c, ZStartQuizRoundSchema);
      return c.json((await startQuizRound(deps, c.var.actor, after)) satisfies TQuizState);
    });
}
