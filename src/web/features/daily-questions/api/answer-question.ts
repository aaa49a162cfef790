import type { TDailyAnswerInput, TDailyQuestionDay } from '@shared/schemas/daily-questions';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { refreshDailyQuestions } from './daily-questions-keys';

export const answerQuestion = ({ dayId, answer }: TDailyAnswerInput & { dayId: string }) =>
  apiFetch<TDailyQuestionDay>(`/api/daily-questions/${dayId}/answer`, {
    method: 'PUT',
    json: { answer },
  });

/** Saves (or rewrites) my answer; a PUT, so sending it twice stores it once. */
export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: answerQuestion,
    success: 'dailyQuestion.saved',
    failure: 'dailyQuestion.saveError',
    onSuccess: () => refreshDailyQuestions(queryClient),
    // The partner may have answered meanwhile (a locked answer): show what is true now.
    onError: () => refreshDailyQuestions(queryClient),
  });
}
