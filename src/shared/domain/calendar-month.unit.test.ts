import { describe, expect, it } from 'vitest';
import { daysUntilNext, monthGrid, monthOf, shiftMonth, weekStartOf } from './calendar-month';

describe('shiftMonth', () => {
  it('moves across year boundaries both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-05', 0)).toBe('2026-05');
    expect(shiftMonth('2026-05', -17)).toBe('2024-12');
  });
});

describe('weekStartOf', () => {
  it('starts the week on Monday where the languages are spoken in Europe, Sunday in English', () => {
    expect(['es', 'pt', 'fr', 'de', 'it', 'pt-PT'].map(weekStartOf)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(weekStartOf('en')).toBe(0);
  });
});

describe('monthGrid', () => {
  // The emotion calendar starts on Sunday (the spec); the events one as the language does.
  it('starts on Sunday: November 2026 begins on a Sunday and ends mid-week', () => {
    const weeks = monthGrid('2026-11', 0);
    expect(weeks[0]?.[0]).toEqual({ date: '2026-11-01', isInMonth: true });
    expect(weeks).toHaveLength(5);
    expect(weeks[4]?.map((day) => day.isInMonth)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('fills the days before the first: January 2026 begins on a Thursday', () => {
    const weeks = monthGrid('2026-01', 0);
    expect(weeks[0]?.filter((day) => !day.isInMonth)).toHaveLength(4);
    expect(weeks[0]?.[4]).toEqual({ date: '2026-01-01', isInMonth: true });
    expect(weeks.flat().filter((day) => day.isInMonth)).toHaveLength(31);
  });

  it('knows leap years', () => {
    const inMonth = monthGrid('2028-02', 0)
      .flat()
      .filter((day) => day.isInMonth);
    expect(inMonth.at(-1)?.date).toBe('2028-02-29');
  });

  it('starts on Monday with the previous month filling the first week', () => {
    // 1 February 2026 is a Sunday.
    const weeks = monthGrid('2026-02', 1);
    expect(weeks[0]?.map((day) => day.date)).toEqual([
      '2026-01-26',
      '2026-01-27',
      '2026-01-28',
      '2026-01-29',
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
    ]);
    expect(weeks[0]?.map((day) => day.isInMonth)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(weeks.at(-1)?.at(-1)).toEqual({ date: '2026-03-01', isInMonth: false });
    expect(weeks).toHaveLength(5);
  });

  it('starts on Sunday when asked, and a month that fits four weeks has four rows', () => {
    // February 2015 starts on a Sunday and has 28 days.
    const weeks = monthGrid('2015-02', 0);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toEqual({ date: '2015-02-01', isInMonth: true });
    expect(weeks[3]?.[6]).toEqual({ date: '2015-02-28', isInMonth: true });
  });

  it('holds every day of the month exactly once, in order, in whole weeks', () => {
    for (const month of ['2024-02', '2026-03', '2026-08', '2026-12']) {
      const days = monthGrid(month, 1).flat();
      expect(days.length % 7).toBe(0);
      const inMonth = days.filter((day) => day.isInMonth).map((day) => day.date);
      expect(inMonth[0]).toBe(`${month}-01`);
      expect(new Set(inMonth).size).toBe(inMonth.length);
      expect(inMonth.every((date) => monthOf(date) === month)).toBe(true);
    }
    expect(
      monthGrid('2024-02', 1)
        .flat()
        .filter((day) => day.isInMonth),
    ).toHaveLength(29);
    // March 2026 starts on a Sunday: with Monday first it needs six rows.
    expect(monthGrid('2026-03', 1)).toHaveLength(6);
  });
});

describe('daysUntilNext', () => {
  it('counts today as 0', () => {
    expect(daysUntilNext('2026-05-10', ['2026-05-10', '2026-05-12'])).toBe(0);
  });

  it('takes the soonest future date, whatever the order, and ignores past ones', () => {
    expect(daysUntilNext('2026-05-10', ['2026-06-01', '2026-05-01', '2026-05-13'])).toBe(3);
  });

  it('is null when nothing lies ahead', () => {
    expect(daysUntilNext('2026-05-10', ['2026-05-09'])).toBeNull();
    expect(daysUntilNext('2026-05-10', [])).toBeNull();
  });
});
