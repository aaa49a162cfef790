import type { DailyQuestion } from '@shared/content/daily-questions/catalog';
import { describe, expect, it } from 'vitest';
import { coupleQuestionOrder, pickDailyQuestion } from './daily-question-order';

// A catalog of a year and a bit, a third at each depth.
const CATALOG: DailyQuestion[] = Array.from({ length: 390 }, (_, index) => ({
  id: index + 1,
  category: 'us',
  depth: ((index % 3) + 1) as 1 | 2 | 3,
}));

describe('coupleQuestionOrder', () => {
  it('is a permutation of the catalog, the same every time for a couple', () => {
    const order = coupleQuestionOrder('couple-a', CATALOG);
    expect([...order].sort((a, b) => a - b)).toEqual(CATALOG.map((question) => question.id));
    expect(coupleQuestionOrder('couple-a', CATALOG)).toEqual(order);
    expect(coupleQuestionOrder('couple-b', CATALOG)).not.toEqual(order);
  });

  it('starts light: the first month holds no deep question', () => {
    const depthOf = new Map(CATALOG.map((question) => [question.id, question.depth]));
    const firstMonth = coupleQuestionOrder('couple-a', CATALOG).slice(0, 30);
    expect(firstMonth.every((id) => depthOf.get(id) === 1)).toBe(true);
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
