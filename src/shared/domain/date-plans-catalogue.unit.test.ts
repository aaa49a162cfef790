import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LIMITS } from '../constants';
import { DATE_PLAN_CATALOGUE, DATE_PLAN_CATEGORIES, DATE_PLAN_COUNT } from './date-plans-catalogue';

type Texts = Record<string, { title?: unknown; description?: unknown }>;

const textsOf = (language: string): Texts =>
  JSON.parse(
    readFileSync(path.resolve('src/shared/content/date-plans', `${language}.json`), 'utf8'),
  );

const numbers = DATE_PLAN_CATALOGUE.map(({ planNumber }) => String(planNumber));

describe('the date plan catalogue', () => {
  it('has exactly 100 plans numbered 1 to 100, in order', () => {
    expect(DATE_PLAN_CATALOGUE).toHaveLength(DATE_PLAN_COUNT);
    expect(DATE_PLAN_CATALOGUE.map(({ planNumber }) => planNumber)).toEqual(
      Array.from({ length: 100 }, (_, index) => index + 1),
    );
  });

  it('uses every category, none more than a fifth of the plans', () => {
    for (const category of DATE_PLAN_CATEGORIES) {
      const count = DATE_PLAN_CATALOGUE.filter((plan) => plan.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(10);
      expect(count, category).toBeLessThanOrEqual(20);
    }
  });

  it('gives every plan an emoji that fits the column', () => {
    for (const { planNumber, emoji } of DATE_PLAN_CATALOGUE) {
      expect(emoji.length, `plan ${planNumber}`).toBeGreaterThan(0);
      expect(emoji.length, `plan ${planNumber}`).toBeLessThanOrEqual(16);
      expect(emoji, `plan ${planNumber}`).not.toMatch(/[A-Za-z0-9]/);
    }
  });

  describe.each([...LANGUAGES])('in %s', (language) => {
    const texts = textsOf(language);

    it('has a title and a description for exactly the 100 plans', () => {
      expect(Object.keys(texts).sort()).toEqual([...numbers].sort());
      for (const number of numbers) {
        const { title, description } = texts[number] ?? {};
        expect(typeof title === 'string' && title.trim().length > 0, `plan ${number}`).toBe(true);
        expect(typeof description === 'string' && description.length > 40, `plan ${number}`).toBe(
          true,
        );
        expect(String(title).length, `plan ${number}`).toBeLessThanOrEqual(LIMITS.titleMax);
        expect(String(description).length).toBeLessThanOrEqual(LIMITS.descriptionMax);
      }
    });

    it('has no duplicate titles or descriptions and no numbered placeholders', () => {
      const titles = numbers.map((number) => String(texts[number]?.title).toLowerCase());
      const descriptions = numbers.map((number) => String(texts[number]?.description));
      expect(new Set(titles).size).toBe(titles.length);
      expect(new Set(descriptions).size).toBe(descriptions.length);
      for (const title of titles) expect(title).not.toMatch(/^(plan|idea)\s*#?\d+$/i);
    });

    it.skipIf(language === 'es')('is translated, not a copy of the Spanish text', () => {
      const spanish = textsOf('es');
      const copied = numbers.filter(
        (number) => texts[number]?.description === spanish[number]?.description,
      );
      expect(copied).toEqual([]);
    });
  });
});
