import type { TDailyAnswerInput, TDailyQuestionToday } from '@shared/schemas/daily-questions';
import { updateCached } from '@web/lib/outbox/cached-rows';
import { defineOutboxKind } from '@web/lib/outbox/outbox-kind';
import { dailyQuestionsKeys } from './daily-questions-keys';

export type AnswerVars = TDailyAnswerInput & { dayId: string };

/**
 * My answer to the day's question, written in a tunnel: shown as mine at once and sent once the
 * signal is back. A PUT, so a resend stores it once; if the partner answered meanwhile (mine is
 * then locked), the refusal waits in the list of waiting changes with its reason.
 */
export const answerQuestionKind = defineOutboxKind<AnswerVars>({
  name: 'daily-questions.answer',
  change: 'daily-questions.changed',
  label: 'outbox.kinds.answerQuestion',
  detail: ({ answer }) => answer,
  request: ({ dayId, answer }) => ({
    method: 'PUT',
    path: `/api/daily-questions/${encodeURIComponent(dayId)}/answer`,
    json: { answer },
  }),
  target: ({ dayId }) => dayId,
  apply: (queryClient, { dayId, answer }, { at }) =>
    updateCached<TDailyQuestionToday>(queryClient, dailyQuestionsKeys.today(), (today) => {
      const { day } = today;
      if (day.id !== dayId || day.mine?.answer === answer) return today;
      const mine = { answer, answeredAt: day.mine?.answeredAt ?? at };
      return { ...today, day: { ...day, mine } };
    }),
});
