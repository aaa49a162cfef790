import type { TDailyAnswer, TDailyQuestionDay } from '@shared/schemas/daily-questions';
import type { DailyAnswerRow, DailyQuestionRow } from './daily-questions.repository';

const presentAnswer = (row: DailyAnswerRow): TDailyAnswer => ({
  answer: row.answer,
  answeredAt: row.createdAt.toISOString(),
});

/**
 * A day as `userId` sees it. The one place the partner's words leave the server for the app:
 * only when the caller's own answer is there too. Before that, only that the partner answered.
 */
export function presentDay(
  day: DailyQuestionRow,
  answers: DailyAnswerRow[],
  userId: string,
): TDailyQuestionDay {
  const mine = answers.find((row) => row.dailyQuestionId === day.id && row.userId === userId);
  const partner = answers.find((row) => row.dailyQuestionId === day.id && row.userId !== userId);
  return {
    id: day.id,
    date: day.questionDate,
    questionId: day.questionId,
    mine: mine ? presentAnswer(mine) : null,
    hasPartnerAnswered: partner !== undefined,
    partner: mine && partner ? presentAnswer(partner) : null,
    canEdit: partner === undefined,
  };
}
