import { describe, expect, it } from 'vitest';
import { addMonths, compareYearMonth, formatYearMonth, monthGrid } from './emotion-calendar-grid';

describe('monthGrid', () => {
  it('starts the weeks on Sunday: November 2026 begins on a Sunday', () => {
    const weeks = monthGrid({ year: 2026, month: 11 });
    expect(weeks[0]?.[0]).toBe('2026-11-01');
    expect(weeks).toHaveLength(5);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
  });

  it('pads the days before the first: January 2026 begins on a Thursday', () => {
    // 2026-01-01 is a Thursday: four empty cells (Sun..Wed) before it.
    const weeks = monthGrid({ year: 2026, month: 1 });
    expect(weeks[0]).toEqual([null, null, null, null, '2026-01-01', '2026-01-02', '2026-01-03']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('starts on another weekday when asked', () => {
    const weeks = monthGrid({ year: 2026, month: 1 }, 1);
    expect(weeks[0]).toEqual([
      null,
      null,
      null,
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
  });

  it('knows leap years and keeps every row seven cells long', () => {
    const weeks = monthGrid({ year: 2028, month: 2 });
    expect(weeks.flat().filter(Boolean).at(-1)).toBe('2028-02-29');
    for (const week of weeks) expect(week).toHaveLength(7);
  });
});

describe('month arithmetic', () => {
  it('crosses years both ways', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(formatYearMonth({ year: 2026, month: 3 })).toBe('2026-03');
    expect(compareYearMonth({ year: 2026, month: 1 }, { year: 2025, month: 12 })).toBeGreaterThan(
      0,
    );
  });
});
