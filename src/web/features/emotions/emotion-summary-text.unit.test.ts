import type { TEmotionType } from '@shared/emotions';
import emotions from '@web/locales/es/emotions.json';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { emotionSummaryText } from './emotion-summary-text';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    lng: 'es',
    resources: { es: { translation: emotions } },
    interpolation: { escapeValue: false },
  }),
);

const times = (emotion: TEmotionType, count: number): TEmotionType[] =>
  Array.from({ length: count }, () => emotion);

describe('emotionSummaryText (es)', () => {
  it.each([
    [[], null],
    [times('feliz', 1), 'Alegría'],
    [times('feliz', 3), 'Alegría'],
    [times('feliz', 4), 'Bastante alegría'],
    [[...times('feliz', 4), ...times('cansado', 1)], 'Bastante alegría'],
    [[...times('feliz', 4), ...times('cansado', 2)], 'Bastante alegría y cansancio'],
    [[...times('feliz', 3), ...times('cansado', 2)], 'Alegría y cansancio'],
    [
      [...times('feliz', 4), ...times('cansado', 3), ...times('tranquilo', 2)],
      'Bastante alegría y cansancio',
    ],
    [
      [...times('feliz', 4), ...times('cansado', 3), ...times('tranquilo', 3)],
      'Bastante alegría y cansancio, sobretodo calma',
    ],
  ] as const)('%j reads %j', (felt, text) => {
    expect(emotionSummaryText(felt, i18n.t)).toBe(text);
  });
});
