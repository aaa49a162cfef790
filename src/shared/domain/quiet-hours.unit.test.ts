import { describe, expect, it } from 'vitest';
import { quietHoursEnd } from './quiet-hours';

const NIGHT = { start: 22 * 60, end: 8 * 60 };

describe('quiet hours', () => {
  it('holds from 22:00 to 08:00 in the person’s own zone', () => {
    // 21:30 UTC is 22:30 in Madrid (UTC+1) and 16:30 in New York.
    const now = new Date('2026-11-24T21:30:00Z');
    expect(quietHoursEnd(now, 'Europe/Madrid', NIGHT)).toEqual(new Date('2026-11-25T07:00:00Z'));
    expect(quietHoursEnd(now, 'America/New_York', NIGHT)).toBeNull();
  });

  it('ends exactly at the end minute and handles a daytime window and none at all', () => {
    expect(quietHoursEnd(new Date('2026-11-25T08:00:00Z'), 'UTC', NIGHT)).toBeNull();
    expect(quietHoursEnd(new Date('2026-11-25T07:59:30Z'), 'UTC', NIGHT)).toEqual(
      new Date('2026-11-25T08:00:00Z'),
    );
    const lunch = { start: 13 * 60, end: 15 * 60 };
    expect(quietHoursEnd(new Date('2026-11-25T14:00:00Z'), 'UTC', lunch)).toEqual(
      new Date('2026-11-25T15:00:00Z'),
    );
    expect(quietHoursEnd(new Date('2026-11-25T23:00:00Z'), 'UTC', { start: 0, end: 0 })).toBeNull();
  });
});
