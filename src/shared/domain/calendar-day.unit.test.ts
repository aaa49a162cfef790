import { describe, expect, it } from 'vitest';
import { isoDateInZone, isValidTimeZone, monthRange } from './calendar-day';

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
