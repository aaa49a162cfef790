import { describe, expect, it } from 'vitest';
import { DAILY_QUESTIONS } from './catalog';
import { QUESTION_CATEGORIES } from './question-kinds';
import de from './texts/de';
import en from './texts/en';
import es from './texts/es';
import fr from './texts/fr';
import it_ from './texts/it';
import pt from './texts/pt';

const TEXTS = { es, en, fr, de, it: it_, pt } as const;
const ids = DAILY_QUESTIONS.map((question) => question.id);

describe('daily questions catalog', () => {
  it('has at least a year of questions, with ids 1..N in order (answers are stored by id)', () => {
    expect(DAILY_QUESTIONS.length).toBeGreaterThanOrEqual(365);
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, index) => index + 1));
  });

  it('uses only known categories and depths, each category at two depths or more', () => {
    for (const question of DAILY_QUESTIONS) {
      expect(QUESTION_CATEGORIES).toContain(question.category);
      expect([1, 2, 3]).toContain(question.depth);
    }
    for (const category of QUESTION_CATEGORIES) {
      const depths = new Set(
        DAILY_QUESTIONS.filter((question) => question.category === category).map((q) => q.depth),
      );
      expect(depths.size, category).toBeGreaterThanOrEqual(2);
    }
  });

  it('goes from light to deep: mostly light, some deep', () => {
    const share = (depth: number) =>
      DAILY_QUESTIONS.filter((question) => question.depth === depth).length / ids.length;
    expect(share(1)).toBeGreaterThan(0.35);
    expect(share(3)).toBeGreaterThan(0.1);
    expect(share(3)).toBeLessThan(share(1));
  });
});

describe.each(Object.entries(TEXTS))('daily question texts in %s', (language, texts) => {
  it('has a text for exactly the catalog ids', () => {
    expect(Object.keys(texts).map(Number)).toEqual(ids);
  });

  it('has short, non-empty questions', () => {
    for (const id of ids) {
      const text = texts[id] ?? '';
      expect(text.trim().length, `${language} ${id}`).toBeGreaterThan(0);
      expect(text.length, `${language} ${id}: ${text}`).toBeLessThanOrEqual(200);
      expect(text, `${language} ${id}`).toMatch(/\?$/);
      expect(text, `${language} ${id}`).toBe(text.trim());
      expect(text, `${language} ${id}`).not.toMatch(/ {2}/);
      if (language === 'es') expect(text, `es ${id}`).toMatch(/^¿/);
    }
  });

  it('repeats no question', () => {
    const normalized = ids.map((id) => (texts[id] ?? '').toLocaleLowerCase(language));
    const seen = new Map<string, number>();
    const duplicates: string[] = [];
    normalized.forEach((text, index) => {
      const earlier = seen.get(text);
      if (earlier !== undefined) duplicates.push(`${earlier} and ${ids[index]}: ${text}`);
      seen.set(text, ids[index] ?? 0);
    });
    expect(duplicates).toEqual([]);
  });
});
