import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatFullDate,
  formatInstant,
  formatLongDate,
  formatMonth,
  formatNumber,
  formatRelative,
  formatWeekday,
} from './calendar-dates';

describe('calendar dates', () => {
  it("names days and months in the reader's language, months capitalised", () => {
    expect(formatLongDate('2024-02-14', 'es')).toBe('14 de febrero de 2024');
    expect(formatFullDate('2024-02-14', 'es')).toBe('miércoles, 14 de febrero de 2024');
    expect(formatDay('2024-02-14', 'es', 'weekdayDayMonth')).toBe('miércoles, 14 de febrero');
    expect(formatMonth('2024-02', 'es')).toBe('Febrero de 2024');
    expect(formatMonth('2024-02', 'en')).toBe('February 2024');
  });

  it('shows what is not a day as it came', () => {
    expect(formatLongDate('14/02/2024', 'es')).toBe('14/02/2024');
  });

  it("names weekdays from Sunday, short ones without the abbreviation's dot", () => {
    expect(formatWeekday(0, 'en', 'long')).toBe('Sunday');
    expect(formatWeekday(1, 'es', 'long')).toBe('lunes');
    expect(formatWeekday(8, 'es', 'long')).toBe('lunes');
    expect(formatWeekday(6, 'es', 'short')).not.toContain('.');
  });

  it('draws an instant in the zone asked for, and in UTC for a zone Intl does not know', () => {
    const instant = '2026-03-01T02:30:00Z';
    expect(formatInstant(instant, 'es', 'longDate', 'America/New_York')).toBe(
      '28 de febrero de 2026',
    );
    expect(formatInstant(instant, 'es', 'longDate', 'Europe/Madrid')).toBe('1 de marzo de 2026');
    expect(formatInstant(instant, 'en', 'time', 'Not/AZone')).toBe('2:30 AM');
  });

  it("counts and relative times in the reader's language", () => {
    expect(formatNumber(1000, 'es')).toMatch(/^1.?000$/);
    expect(formatNumber(1000, 'en')).toBe('1,000');
    expect(formatRelative(-2, 'year', 'es', { numeric: 'always' })).toBe('hace 2 años');
    expect(formatRelative(-1, 'day', 'es')).toBe('ayer');
  });
});
