import { describe, expect, it } from 'vitest';
import { isIsoDate } from './dates';

describe('isIsoDate', () => {
  it.each(['1900-01-01', '2024-02-29', '2999-12-31'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each([
    ['a year PostgreSQL has not got', '0000-01-01'],
    ['a year before 1900', '1899-12-31'],
    ['a year after 2999', '3000-01-01'],
    ['a day the calendar has not got', '2023-02-29'],
    ['another format', '14/02/2024'],
    ['a timestamp', '2024-02-14T00:00:00Z'],
  ])('refuses %s (%s)', (_label, value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});
