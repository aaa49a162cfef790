import type { TQuizAnswersInput, TQuizState } from '@shared/schemas/games';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { idempotencyHeaders, sendOnce } from '@web/lib/idempotent-request';
import { gamesKeys, refreshGames } from './games-keys';

export const saveQuiz = (answers: TQuizAnswersInput) =>
  sendOnce((key) =>
    apiFetch<TQuizState>('/api/games/quiz', {
      method: 'POST',
      json: answers,
      headers: idempotencyHeaders(key),
    }),
  );

export function useSaveQuiz() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'quiz' },
    mutationFn: saveQuiz,
    failure: 'games.quiz.saveError',
    // The answer is the whole quiz state: kept as it is, no refetch needed.
    onSuccess: (state) => queryClient.setQueryData(gamesKeys.quiz(), state),
    onError: () => refreshGames(queryClient),
  });
}
