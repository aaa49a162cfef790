import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, isLanguage, languageOf, languageOfHeader } from './constants';

describe('languages', () => {
  it('knows the six by their exact codes', () => {
    expect(isLanguage('pt')).toBe(true);
    expect(isLanguage('pt-BR')).toBe(false);
    expect(isLanguage('PT')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('reads a tag as its language, else the fallback', () => {
    expect(languageOf('fr-CH')).toBe('fr');
    expect(languageOf('EN')).toBe('en');
    expect(languageOf('ja')).toBe(FALLBACK_LANGUAGE);
    expect(languageOf(undefined)).toBe('es');
  });

  it('takes the best-weighted language of Accept-Language the app speaks', () => {
    expect(languageOfHeader('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(languageOfHeader('ja, pt-BR;q=0.5')).toBe('pt');
    expect(languageOfHeader('en;q=0.5, fr;q=0.9')).toBe('fr');
    expect(languageOfHeader('fr;q=0, en;q=0.1')).toBe('en');
    expect(languageOfHeader('ja')).toBeNull();
    expect(languageOfHeader(undefined)).toBeNull();
    expect(languageOfHeader(`${'xx,'.repeat(10_000)}fr`)).toBeNull();
  });
});
