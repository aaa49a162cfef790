import type { TEmotionType } from '@shared/emotions';
import { describe, expect, it } from 'vitest';
import { countEmotions, summarizeEmotions } from './emotion-summary';

const times = (emotion: TEmotionType, count: number): TEmotionType[] =>
  Array.from({ length: count }, () => emotion);

describe('summarizeEmotions', () => {
  it('has nothing to say about a day without emotions', () => {
    expect(summarizeEmotions([])).toBeNull();
  });

  it.each([
    [1, false],
    [3, false],
    [4, true],
    [6, true],
  ])('a top emotion felt %i times is frequent: %s', (count, isFrequent) => {
    const summary = summarizeEmotions(times('feliz', count));
    expect(summary?.top).toEqual({ emotion: 'feliz', count });
    expect(summary?.isTopFrequent).toBe(isFrequent);
  });

  it.each([
    [1, null],
    [2, { emotion: 'cansado', count: 2 }],
  ])('a second emotion felt %i times is appended: %j', (count, second) => {
    const summary = summarizeEmotions([...times('feliz', 4), ...times('cansado', count)]);
    expect(summary?.second).toEqual(second);
  });

  it.each([
    [2, null],
    [3, { emotion: 'tranquilo', count: 3 }],
  ])('a third emotion felt %i times is appended: %j', (count, third) => {
    const summary = summarizeEmotions([
      ...times('feliz', 5),
      ...times('amoroso', 4),
      ...times('tranquilo', count),
    ]);
    expect(summary?.third).toEqual(third);
  });

  it('orders by how often each was felt, ties in the order of the buttons', () => {
    expect(countEmotions(['amoroso', 'triste', 'amoroso', 'feliz', 'triste'])).toEqual([
      { emotion: 'triste', count: 2 },
      { emotion: 'amoroso', count: 2 },
      { emotion: 'feliz', count: 1 },
    ]);
  });
});
