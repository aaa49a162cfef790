import type { TQuizQuestion, TQuizQuestionId } from '@shared/games/quiz-questions';

/** The text key of every question's own options, and of those only (q1 has no 'beach'). */
type TQuizOptionKey = {
  [Q in TQuizQuestion as Q['id']]: `games.quiz.questions.${Q['id']}.options.${Q['options'][number]}`;
}[TQuizQuestionId];

/**
 * The text key of a question's option. A template literal crosses every question id with every
 * option, pairs that have no text, because TypeScript cannot tie a question to its own options;
 * so the key is typed here, once, with the pairs that exist, and tsc checks each has a text.
 */
export const quizOptionKey = (
  questionId: TQuizQuestionId,
  option: TQuizQuestion['options'][number],
) => `games.quiz.questions.${questionId}.options.${option}` as TQuizOptionKey;
