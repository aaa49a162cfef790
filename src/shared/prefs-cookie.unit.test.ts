import { describe, expect, it } from 'vitest';
import { formatPrefs, parsePrefs } from './prefs-cookie';

describe('the juntos-prefs cookie', () => {
  it('reads back what it wrote, as a value a cookie may hold', () => {
    const prefs = { lang: 'pt', tz: 'America/Sao_Paulo', theme: 'dark', lock: true } as const;
    const value = formatPrefs(prefs);
    expect(value).not.toMatch(/[\s;,"\\]/);
    expect(parsePrefs(value)).toEqual(prefs);
  });

  it('keeps only what it may hold from a value someone else wrote', () => {
    expect(parsePrefs('lang=<x>&tz=&theme=purple&lock=yes&other=1')).toEqual({});
    expect(parsePrefs(undefined)).toEqual({});
    expect(parsePrefs(`tz=${'A'.repeat(65)}`)).toEqual({});
  });
});
