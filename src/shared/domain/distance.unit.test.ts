import { describe, expect, it } from 'vitest';
import { partnerLocalTime, reunionCountdown } from './distance';

const NIGHT = { quietStart: 23 * 60, quietEnd: 7 * 60 + 30 };
const inZone = (timeZone: string, quiet = NIGHT) => ({ timeZone, ...quiet });

describe('the partner’s local time', () => {
  it('says the time there in the viewer’s language and clock, and that they sleep', () => {
    // 02:12 UTC: 03:12 in Madrid (UTC+1 in winter), 21:12 the day before in New York.
    const now = new Date('2026-01-15T02:12:00Z');
    expect(partnerLocalTime(now, 'America/New_York', inZone('Europe/Madrid'), 'es')).toEqual({
      time: '3:12',
      isNight: true,
    });
    expect(partnerLocalTime(now, 'America/New_York', inZone('Europe/Madrid'), 'en')?.time).toMatch(
      /^3:12\s?AM$/,
    );
    expect(partnerLocalTime(now, 'Europe/Madrid', inZone('America/New_York'), 'es')).toEqual({
      time: '21:12',
      isNight: false,
    });
  });

  it('tells night by the partner’s own quiet hours, or 22:00 to 08:00 without them', () => {
    // 14:12 in Madrid.
    const afternoon = new Date('2026-01-15T13:12:00Z');
    const siesta = { quietStart: 14 * 60, quietEnd: 16 * 60 };
    expect(partnerLocalTime(afternoon, 'UTC', inZone('Europe/Madrid', siesta), 'es')?.isNight).toBe(
      true,
    );
    expect(partnerLocalTime(afternoon, 'UTC', inZone('Europe/Madrid'), 'es')?.isNight).toBe(false);
    // 07:45 in Madrid: awake by their hours (quiet until 07:30), asleep by the default ones.
    const early = new Date('2026-01-15T06:45:00Z');
    expect(partnerLocalTime(early, 'UTC', inZone('Europe/Madrid'), 'es')?.isNight).toBe(false);
    const none = { quietStart: 0, quietEnd: 0 };
    expect(partnerLocalTime(early, 'UTC', inZone('Europe/Madrid', none), 'es')?.isNight).toBe(true);
  });

  it('shows nothing when both clocks say the same, whatever the zones are called', () => {
    const now = new Date('2026-01-15T13:12:00Z');
    expect(partnerLocalTime(now, 'Europe/Madrid', inZone('Europe/Madrid'), 'es')).toBeNull();
    expect(partnerLocalTime(now, 'Europe/Paris', inZone('Europe/Madrid'), 'es')).toBeNull();
    expect(partnerLocalTime(now, 'Europe/London', inZone('Europe/Madrid'), 'es')).not.toBeNull();
  });

  it('follows daylight saving on each side: the gap changes for the weeks between', () => {
    // 2026-03-09 12:00 UTC: New York already on summer time (UTC-4), Madrid not yet (UTC+1).
    const between = new Date('2026-03-09T12:00:00Z');
    expect(partnerLocalTime(between, 'Europe/Madrid', inZone('America/New_York'), 'es')?.time).toBe(
      '8:00',
    );
    // A month later both are on summer time (UTC-4 and UTC+2): six hours apart again.
    const after = new Date('2026-04-09T12:00:00Z');
    expect(partnerLocalTime(after, 'America/New_York', inZone('Europe/Madrid'), 'es')?.time).toBe(
      '14:00',
    );
    // Madrid's spring night: 01:59 UTC+1, then 03:00 UTC+2 a minute later.
    expect(
      partnerLocalTime(new Date('2026-03-29T00:59:00Z'), 'UTC', inZone('Europe/Madrid'), 'es')
        ?.time,
    ).toBe('1:59');
    expect(
      partnerLocalTime(new Date('2026-03-29T01:00:00Z'), 'UTC', inZone('Europe/Madrid'), 'es')
        ?.time,
    ).toBe('3:00');
  });
});

describe('the reunion countdown', () => {
  it('counts whole calendar days from the viewer’s today', () => {
    expect(reunionCountdown('2026-03-10', '2026-03-10')).toEqual({ when: 'today' });
    expect(reunionCountdown('2026-03-11', '2026-03-10')).toEqual({ when: 'tomorrow' });
    expect(reunionCountdown('2026-03-22', '2026-03-10')).toEqual({ when: 'days', days: 12 });
    // Across the spring change: still whole days, not hours.
    expect(reunionCountdown('2026-04-01', '2026-03-25')).toEqual({ when: 'days', days: 7 });
    expect(reunionCountdown('2026-03-09', '2026-03-10')).toBeNull();
  });
});
