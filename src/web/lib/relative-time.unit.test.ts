import { describe, expect, it } from 'vitest';
import { shortTimeAgo } from './relative-time';

const NOW = Date.UTC(2026, 10, 27, 12);
const HOUR = 3_600_000;

describe('shortTimeAgo', () => {
  it('says how long ago, short, in each language', () => {
    expect(shortTimeAgo(NOW - 3 * HOUR, NOW, 'es')).toBe('hace 3 h');
    expect(shortTimeAgo(NOW - 3 * HOUR, NOW, 'en')).toBe('3 hr. ago');
    expect(shortTimeAgo(NOW - 3 * HOUR, NOW, 'pt')).toMatch(/3 h/);
    expect(shortTimeAgo(NOW - 5 * 60_000, NOW, 'es')).toBe('hace 5 min');
    expect(shortTimeAgo(NOW - 24 * HOUR, NOW, 'es')).toBe('ayer');
  });

  it('never goes into the future, and counts seconds under a minute', () => {
    expect(shortTimeAgo(NOW + 5_000, NOW, 'es')).toBe('ahora');
    expect(shortTimeAgo(NOW - 30_000, NOW, 'es')).toBe('hace 30 s');
  });
});
