import { compareQuizAnswers } from '@shared/domain/quiz-score';
import { type TQuizResponse, type TQuizState, ZQuizAnswersSchema } from '@shared/schemas/games';
import type { QuizResponseRow } from './games.repository';

/**
 * A stored round as the API answers it. One that no longer fits the questions (content changed
 * since) counts as not answered, so it is never compared.
 */
function presentQuizResponse(row: QuizResponseRow | null): TQuizResponse | null {
  if (!row) return null;
  const parsed = ZQuizAnswersSchema.safeParse(row.responses);
  if (!parsed.success) return null;
  return { answers: parsed.data, createdAt: row.createdAt.toISOString() };
}

/** The caller's quiz in a round: their answers and, once both partners answered, the compatibility. */
export function presentQuizState(
  round: number,
  mineRow: QuizResponseRow | null,
  partnerRow: QuizResponseRow | null,
): TQuizState {
  const mine = presentQuizResponse(mineRow);
  const partner = presentQuizResponse(partnerRow);
  if (!mine || !partner) {
    return { round, mine, hasPartnerAnswered: partner !== null, partner: null, result: null };
  }
  return {
    round,
    mine,
    hasPartnerAnswered: true,
    partner,
    result: compareQuizAnswers(mine.answers, partner.answers),
  };
}
