import type { TQuizAnswers } from '@shared/games/quiz-questions';
import { describe, expect, it } from 'vitest';
import { compareQuizAnswers, compatibilityTier, quizScore } from './quiz-score';

const ANSWERS: TQuizAnswers = {
  q1: 'sleepIn',
  q2: 'beach',
  q3: 'picnic',
  q4: 'time',
  q5: 'silentHug',
};

describe('quizScore', () => {
  it.each([
    [0, 0],
    [1, 20],
    [2, 40],
    [3, 60],
    [4, 80],
    [5, 100],
  ])('%i of 5 matches is %i%%', (matches, score) => {
    expect(quizScore(matches)).toBe(score);
  });

  it('rounds to a whole percentage', () => {
    expect(quizScore(1, 3)).toBe(33);
    expect(quizScore(2, 3)).toBe(67);
  });
});

describe('compatibilityTier', () => {
  it.each([
    [100, 'perfect'],
    [90, 'perfect'],
    [89, 'excellent'],
    [75, 'excellent'],
    [74, 'good'],
    [0, 'good'],
  ] as const)('%i%% is %s', (score, tier) => {
    expect(compatibilityTier(score)).toBe(tier);
  });
});

describe('compareQuizAnswers', () => {
  it('counts the questions answered alike, the same from both sides', () => {
    const partner: TQuizAnswers = { ...ANSWERS, q2: 'mountains', q5: 'talkItOut' };
    const result = compareQuizAnswers(ANSWERS, partner);
    expect(result).toEqual({
      matchedQuestions: ['q1', 'q3', 'q4'],
      matches: 3,
      score: 60,
      tier: 'good',
    });
    expect(compareQuizAnswers(partner, ANSWERS)).toEqual(result);
  });

  it('gives a perfect compatibility for identical answers', () => {
    expect(compareQuizAnswers(ANSWERS, { ...ANSWERS })).toMatchObject({
      score: 100,
      tier: 'perfect',
    });
  });

  it('gives an excellent connection for four matches', () => {
    const partner: TQuizAnswers = { ...ANSWERS, q3: 'streetFood' };
    expect(compareQuizAnswers(ANSWERS, partner)).toMatchObject({ score: 80, tier: 'excellent' });
  });
});
