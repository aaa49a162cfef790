import { describe, expect, it } from 'vitest';
import { firstSealableDay, nextAnniversary } from './letter-days';

describe('nextAnniversary', () => {
  it('is this year’s when still to come, next year’s from the day itself', () => {
    expect(nextAnniversary('2024-02-14', '2026-01-10')).toBe('2026-02-14');
    expect(nextAnniversary('2024-02-14', '2026-02-13')).toBe('2026-02-14');
    expect(nextAnniversary('2024-02-14', '2026-02-14')).toBe('2027-02-14');
    expect(nextAnniversary('2024-02-14', '2026-12-31')).toBe('2027-02-14');
  });

  it('counts the first year, and never gives the start itself', () => {
    expect(nextAnniversary('2026-03-01', '2026-06-01')).toBe('2027-03-01');
    expect(nextAnniversary('2026-06-01', '2026-06-01')).toBe('2027-06-01');
    // A start a person put in the future: its first anniversary, a year after it.
    expect(nextAnniversary('2026-09-01', '2026-06-01')).toBe('2027-09-01');
  });

  it('keeps a 29 February on the 28th in the years without one', () => {
    expect(nextAnniversary('2024-02-29', '2026-01-01')).toBe('2026-02-28');
    expect(nextAnniversary('2024-02-29', '2027-03-01')).toBe('2028-02-29');
    expect(nextAnniversary('2024-02-29', '2028-02-28')).toBe('2028-02-29');
  });
});

describe('firstSealableDay', () => {
  it('is the day after the later of the two partners’ days', () => {
    expect(firstSealableDay('2026-03-10', null)).toBe('2026-03-11');
    expect(firstSealableDay('2026-03-10', '2026-03-09')).toBe('2026-03-11');
    expect(firstSealableDay('2026-03-09', '2026-03-11')).toBe('2026-03-12');
    expect(firstSealableDay('2026-12-31', '2026-12-31')).toBe('2027-01-01');
  });
});
