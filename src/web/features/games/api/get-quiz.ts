import type { TQuizState } from '@shared/schemas/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { gamesKeys } from './games-keys';

export const getQuiz = () => apiFetch<TQuizState>('/api/games/quiz');

export const quizQueryOptions = () =>
  queryOptions({ queryKey: gamesKeys.quiz(), queryFn: getQuiz });

/** The quiz state; the partner's answers arrive through the realtime 'games.changed' event. */
export function useQuiz() {
  return useQuery(quizQueryOptions());
}
