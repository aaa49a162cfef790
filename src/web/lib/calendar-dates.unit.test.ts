import { describe, expect, it } from 'vitest';
import { formatFullDate, formatLongDate, formatMonth, parseLocalDate } from './calendar-dates';

describe('calendar dates', () => {
  it('reads a date as local midnight, and nothing else as a date', () => {
    const date = parseLocalDate('2024-02-14');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([
      2024, 1, 14, 0,
    ]);
    expect(parseLocalDate('14/02/2024')).toBeNull();
  });

  it("names days and months in the reader's language, months capitalised", () => {
    expect(formatLongDate('2024-02-14', 'es')).toBe('14 de febrero de 2024');
    expect(formatFullDate('2024-02-14', 'es')).toBe('miércoles, 14 de febrero de 2024');
    expect(formatMonth('2024-02', 'es')).toBe('Febrero de 2024');
    expect(formatMonth('2024-02', 'en')).toBe('February 2024');
  });
});
