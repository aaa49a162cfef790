import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@shared/constants';
import {
  CHALLENGE_IDS,
  DATE_IDEAS,
  DEEP_QUESTION_IDS,
  GAME_IDS,
  LOVE_DICE_ACTIVITIES,
  nextDiceIndex,
} from '@shared/games/game-content';
import { QUIZ_QUESTIONS } from '@shared/games/quiz-questions';
import { describe, expect, it } from 'vitest';

const gamesOf = (language: string) =>
  JSON.parse(readFileSync(path.resolve(`src/web/locales/${language}/games.json`), 'utf8')).games;

/** Every key the games screen builds at run time, which the locale checks cannot see. */
const contentKeys = [
  ...GAME_IDS.flatMap((id) => [`cards.${id}.title`, `cards.${id}.description`]),
  ...QUIZ_QUESTIONS.flatMap(({ id, options }) => [
    `quiz.questions.${id}.prompt`,
    ...options.map((option) => `quiz.questions.${id}.options.${option}`),
  ]),
  ...DEEP_QUESTION_IDS.map((id) => `deepQuestions.items.${id}`),
  ...DATE_IDEAS.flatMap(({ id }) => [
    `dateIdeas.items.${id}.title`,
    `dateIdeas.items.${id}.description`,
  ]),
  ...CHALLENGE_IDS.map((id) => `challenges.items.${id}`),
  ...LOVE_DICE_ACTIVITIES.map(({ id }) => `loveDice.items.${id}`),
];

const lookup = (tree: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('games content', () => {
  it('has the right counts: 5 questions of 4 options, and 10 of everything else', () => {
    expect(QUIZ_QUESTIONS).toHaveLength(5);
    for (const question of QUIZ_QUESTIONS) expect(new Set(question.options).size).toBe(4);
    expect(DEEP_QUESTION_IDS).toHaveLength(10);
    expect(DATE_IDEAS).toHaveLength(10);
    expect(CHALLENGE_IDS).toHaveLength(10);
    expect(LOVE_DICE_ACTIVITIES).toHaveLength(10);
    expect(GAME_IDS).toHaveLength(6);
  });

  it.each([...LANGUAGES])('is written in %s, every text different', (language) => {
    const games = gamesOf(language);
    const texts = contentKeys.map((key) => lookup(games, key));
    for (const [index, text] of texts.entries()) {
      expect(typeof text === 'string' && text.trim().length > 0, contentKeys[index]).toBe(true);
    }
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('nextDiceIndex', () => {
  it('starts anywhere and never repeats the activity showing', () => {
    expect(nextDiceIndex(null, () => 0)).toBe(0);
    expect(nextDiceIndex(null, () => 0.999)).toBe(9);
    for (let current = 0; current < 10; current++) {
      for (const random of [0, 0.5, 0.999]) {
        const next = nextDiceIndex(current, () => random);
        expect(next).not.toBe(current);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(10);
      }
    }
  });
});
