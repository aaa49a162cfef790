import { describe, expect, it } from 'vitest';
import { daysTogether } from './days-together';

describe('daysTogether', () => {
  it('counts whole days between the start date and today', () => {
    expect(daysTogether('2026-11-20', '2026-11-21')).toBe(1);
    expect(daysTogether('2025-11-21', '2026-11-21')).toBe(365);
    expect(daysTogether('2024-02-28', '2024-03-01')).toBe(2);
  });
  it('is zero on the first day and never negative', () => {
    expect(daysTogether('2026-11-21', '2026-11-21')).toBe(0);
    expect(daysTogether('2026-12-01', '2026-11-21')).toBe(0);
  });
  it('ignores daylight-saving shifts because it works on calendar dates', () => {
    expect(daysTogether('2026-03-28', '2026-03-30')).toBe(2);
  });
});
