import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isoDateInZone, isValidTimeZone, monthRange } from './calendar-day';

describe('isoDateInZone', () => {
  const instant = new Date('2026-03-01T02:30:00Z');

  it('gives each zone its own calendar day', () => {
    expect(isoDateInZone(instant, 'Europe/Madrid')).toBe('2026-03-01');
    expect(isoDateInZone(instant, 'America/Mexico_City')).toBe('2026-02-28');
    expect(isoDateInZone(instant, 'UTC')).toBe('2026-03-01');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(isoDateInZone(new Date('2026-03-01T23:30:00Z'), 'Mars/Olympus')).toBe('2026-03-01');
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA zones and refuses anything else', () => {
    expect(isValidTimeZone('Europe/Madrid')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(undefined)).toBe(false);
    expect(isValidTimeZone('x'.repeat(65))).toBe(false);
  });
});

describe('monthRange', () => {
  it('spans the whole month, leap years included', () => {
    expect(monthRange('2028-02-14')).toEqual(['2028-02-01', '2028-02-29']);
    expect(monthRange('2026-02-14')).toEqual(['2026-02-01', '2026-02-28']);
    expect(monthRange('2026-12-31')).toEqual(['2026-12-01', '2026-12-31']);
  });
});

describe('daysBetween', () => {
  it('counts calendar days, ignoring daylight-saving changes', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-05-10', '2026-05-10')).toBe(0);
  });
});

describe('addDays', () => {
  it('moves across months, years and leap days both ways', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-05-10', 0)).toBe('2026-05-10');
  });
  it('is undone by daysBetween', () => {
    expect(daysBetween('2026-10-20', addDays('2026-10-20', 400))).toBe(400);
  });
});
