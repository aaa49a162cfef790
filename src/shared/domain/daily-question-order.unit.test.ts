import { DAILY_QUESTIONS } from '@shared/content/daily-questions/catalog';
import type { DailyQuestion } from '@shared/content/daily-questions/question-kinds';
import { describe, expect, it } from 'vitest';
import { coupleQuestionOrder, pickDailyQuestion } from './daily-question-order';

// A catalog of a year and a bit that ramps from light to deep, as the real one does.
const CATALOG: DailyQuestion[] = Array.from({ length: 390 }, (_, index) => ({
  id: index + 1,
  category: 'us',
  depth: index < 130 ? 1 : index < 260 ? 2 : 3,
}));

describe('coupleQuestionOrder', () => {
  it('is a permutation of the catalog, the same every time for a couple', () => {
    const order = coupleQuestionOrder('couple-a', CATALOG);
    expect([...order].sort((a, b) => a - b)).toEqual(CATALOG.map((question) => question.id));
    expect(coupleQuestionOrder('couple-a', CATALOG)).toEqual(order);
    expect(coupleQuestionOrder('couple-b', CATALOG)).not.toEqual(order);
  });

  it('keeps the catalogue’s ramp a week at a time: the first week is the catalogue’s first', () => {
    const order = coupleQuestionOrder('couple-a', CATALOG);
    expect([...order.slice(0, 7)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(order.slice(0, 7)).not.toEqual([1, 2, 3, 4, 5, 6, 7]);
    const depthOf = new Map(CATALOG.map((question) => [question.id, question.depth]));
    expect(order.slice(0, 126).every((id) => depthOf.get(id) === 1)).toBe(true);
  });

  it('starts the real catalogue with light questions', () => {
    const depthOf = new Map(DAILY_QUESTIONS.map((question) => [question.id, question.depth]));
    const firstWeek = coupleQuestionOrder('couple-a', DAILY_QUESTIONS).slice(0, 7);
    expect(firstWeek.every((id) => depthOf.get(id) === 1)).toBe(true);
  });
});

describe('pickDailyQuestion', () => {
  it('never repeats within a year: a year of days picks 366 different questions', () => {
    const order = coupleQuestionOrder('couple-a', CATALOG);
    const asked: number[] = [];
    for (let day = 0; day < 366; day++) asked.push(pickDailyQuestion(order, new Set(asked)));
    expect(new Set(asked).size).toBe(366);
  });

  it('starts over at the question asked longest ago when everything is recent', () => {
    expect(pickDailyQuestion([3, 1, 2], new Set([1, 2, 3]), 2)).toBe(2);
    expect(pickDailyQuestion([3, 1, 2], new Set([1, 2, 3]))).toBe(3);
  });
});
