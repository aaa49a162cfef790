import type { TDailyQuestionDay } from '@shared/schemas/daily-questions';
import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { type AnswerVars, answerQuestionKind } from './daily-questions-outbox';

/** Saves (or rewrites) my answer, or later when offline (daily-questions-outbox.ts). */
export function useAnswerQuestion() {
  return useOutboxMutation<AnswerVars, TDailyQuestionDay>(answerQuestionKind, {
    success: 'dailyQuestion.saved',
    failure: 'dailyQuestion.saveError',
    // Shown at once; a refusal (the partner answered meanwhile: mine is locked) refetches what
    // is true now.
    isAlwaysOptimistic: true,
  });
}
