import { summarizeEmotions } from '@shared/domain/emotion-summary';
import type { TEmotionType } from '@shared/emotions';
import type { TFunction } from 'i18next';

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * One person's day in a sentence, from the thresholds in `summarizeEmotions`: 'Bastante alegría y
 * cansancio, sobretodo calma'. Null for a day without emotions.
 */
export function emotionSummaryText(emotions: readonly TEmotionType[], t: TFunction): string | null {
  const summary = summarizeEmotions(emotions);
  if (!summary) return null;
  const word = (emotion: TEmotionType) => t(`emotions.words.${emotion}`);
  const first = summary.isTopFrequent
    ? t('emotions.calendar.summary.frequent', { emotion: word(summary.top.emotion) })
    : word(summary.top.emotion);
  if (!summary.second) return capitalize(first);
  const second = word(summary.second.emotion);
  if (!summary.third) return capitalize(t('emotions.calendar.summary.two', { first, second }));
  const third = word(summary.third.emotion);
  return capitalize(t('emotions.calendar.summary.three', { first, second, third }));
}
