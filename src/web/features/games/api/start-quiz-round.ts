import type { TQuizState } from '@shared/schemas/games';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { gamesKeys, refreshGames } from './games-keys';

/**
 * POST /api/games/quiz/rounds: a new round for both partners, after the one just finished. Safe
 * to send twice (or by both at once): a round already past `after` is simply answered.
 */
export const startQuizRound = (after: number) =>
  apiFetch<TQuizState>('/api/games/quiz/rounds', { method: 'POST', json: { after } });

export function useStartQuizRound() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'quiz' },
    mutationFn: startQuizRound,
    failure: 'games.quiz.newRoundError',
    onSuccess: (state) => queryClient.setQueryData(gamesKeys.quiz(), state),
    onError: () => refreshGames(queryClient),
  });
}
