/**
 * The compatibility quiz: five questions about the couple's tastes and habits, four options
 * each. Only ids live here; the texts are in the locale files (`games.quiz.questions.<id>`).
 * Both partners answer the same options, so a match means they chose the same thing.
 */
export const QUIZ_QUESTIONS = [
  { id: 'q1', options: ['sleepIn', 'breakfastOut', 'sportTogether', 'sofaAndSeries'] },
  { id: 'q2', options: ['beach', 'mountains', 'bigCity', 'roadTrip'] },
  { id: 'q3', options: ['cookTogether', 'fancyRestaurant', 'streetFood', 'picnic'] },
  { id: 'q4', options: ['words', 'time', 'details', 'touch'] },
  { id: 'q5', options: ['talkItOut', 'silentHug', 'distractMe', 'timeAlone'] },
] as const;

export type TQuizQuestion = (typeof QUIZ_QUESTIONS)[number];
export type TQuizQuestionId = TQuizQuestion['id'];
export type TQuizAnswers = { [Q in TQuizQuestion as Q['id']]: Q['options'][number] };

export const QUIZ_GAME_TYPE = 'compatibility_quiz';
