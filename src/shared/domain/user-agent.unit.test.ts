import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeUserAgent, deviceKey } from './user-agent';

// Real user agents, as the browsers send them.
const CASES: Array<[string, string | null, string | null, string]> = [
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Safari',
    'iOS',
    'phone',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    'Safari',
    'iOS',
    'phone',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    'Chrome',
    'iOS',
    'phone',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
    'Firefox',
    'iOS',
    'phone',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    'Safari',
    'iPadOS',
    'tablet',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    'Chrome',
    'Android',
    'phone',
  ],
  [
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36',
    'Chrome',
    'Android',
    'tablet',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    'Samsung Internet',
    'Android',
    'phone',
  ],
  [
    'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
    'Firefox',
    'Android',
    'phone',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.56',
    'Edge',
    'Windows',
    'computer',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
    'Opera',
    'Windows',
    'computer',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
    'Firefox',
    'Windows',
    'computer',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'Safari',
    'macOS',
    'computer',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Chrome',
    'macOS',
    'computer',
  ],
  [
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Chrome',
    'ChromeOS',
    'computer',
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
    'Chrome',
    'Linux',
    'computer',
  ],
  [
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
    'Firefox',
    'Linux',
    'computer',
  ],
  ['curl/8.5.0', null, null, 'computer'],
  ['', null, null, 'computer'],
];

describe('describeUserAgent', () => {
  it.each(CASES)('%s', (userAgent, browser, os, kind) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, os, kind });
  });

  it('gives nulls for a missing header', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, kind: 'computer' });
    expect(describeUserAgent(undefined)).toEqual({ browser: null, os: null, kind: 'computer' });
  });

  // Not a speed test (that is the bench's job): catastrophic backtracking on a hostile header
  // takes seconds to hours, so a call past a second, or a run past a minute, is that bug. The
  // earlier 50 ms per call and 5 s per run failed on a machine busy with the rest of the suite.
  it('never throws and never backtracks for any header, however long or odd', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000, unit: 'binary' }), (header) => {
        const started = performance.now();
        const description = describeUserAgent(header);
        expect(performance.now() - started).toBeLessThan(1_000);
        expect(['phone', 'tablet', 'computer']).toContain(description.kind);
      }),
    );
    const huge = `Mozilla/5.0 (${'Mobile '.repeat(100_000)}`;
    expect(describeUserAgent(huge).kind).toBe('phone');
  }, 60_000);
});

describe('deviceKey', () => {
  it('is the same across a browser update, different for another browser or system', () => {
    const [ios17 = '', , chromeIos = ''] = CASES.map(([ua]) => ua);
    const ios18 = ios17.replace(/17_5/g, '18_0').replace('Version/17.5', 'Version/18.0');
    expect(deviceKey(describeUserAgent(ios18))).toBe(deviceKey(describeUserAgent(ios17)));
    expect(deviceKey(describeUserAgent(chromeIos))).not.toBe(deviceKey(describeUserAgent(ios17)));
    expect(deviceKey(describeUserAgent(''))).toBe('?|?|computer');
  });
});
