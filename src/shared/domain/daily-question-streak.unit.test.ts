import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-day';
import { dailyQuestionStreak } from './daily-question-streak';

const TODAY = '2026-03-20';
/** The days `offsets` before TODAY (0 is today). */
const days = (...offsets: number[]) => new Set(offsets.map((offset) => addDays(TODAY, -offset)));
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('dailyQuestionStreak', () => {
  it('is 0 with nothing answered together', () => {
    expect(dailyQuestionStreak(new Set(), TODAY)).toBe(0);
  });

  it('counts consecutive days, and today still open does not break it', () => {
    expect(dailyQuestionStreak(days(0, 1, 2), TODAY)).toBe(3);
    expect(dailyQuestionStreak(days(1, 2, 3), TODAY)).toBe(3);
  });

  it('forgives one missed day in a week', () => {
    // Missed 3 days ago: 1, 2 and 4..12 still count.
    expect(dailyQuestionStreak(days(...range(0, 2), ...range(4, 12)), TODAY)).toBe(12);
    // Missed yesterday while today is still open.
    expect(dailyQuestionStreak(days(2, 3, 4), TODAY)).toBe(3);
  });

  it('forgives again a week later', () => {
    expect(
      dailyQuestionStreak(days(...range(0, 2), ...range(4, 10), ...range(12, 14)), TODAY),
    ).toBe(13);
  });

  it('ends at two missed days in a row, or two within a week', () => {
    expect(dailyQuestionStreak(days(0, 1, 4, 5), TODAY)).toBe(2);
    expect(dailyQuestionStreak(days(0, 2, 4, 5), TODAY)).toBe(2);
  });
});
