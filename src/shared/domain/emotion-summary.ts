import { EMOTION_TYPES, type TEmotionType } from '@shared/emotions';

/** The thresholds of the emotion calendar's summary sentence ('Bastante feliz y cansado'). */
export const FREQUENT_FROM = 4;
export const SECOND_FROM = 2;
export const THIRD_FROM = 3;

export interface TEmotionCount {
  emotion: TEmotionType;
  count: number;
}

/**
 * The parts of one person's day summary: the top emotion ('Bastante' before it when it was
 * felt 4 or more times), a second one appended with 'y' when felt 2 or more times, and a third
 * with 'sobretodo' when felt 3 or more times. The web turns the parts into a sentence in the
 * reader's language.
 */
export interface TEmotionSummary {
  top: TEmotionCount;
  isTopFrequent: boolean;
  second: TEmotionCount | null;
  third: TEmotionCount | null;
}

/** Counts per emotion, most felt first; ties keep the order of the jar's buttons. */
export function countEmotions(emotions: readonly TEmotionType[]): TEmotionCount[] {
  return EMOTION_TYPES.map((emotion) => ({
    emotion,
    count: emotions.filter((felt) => felt === emotion).length,
  }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count);
}

export function summarizeEmotions(emotions: readonly TEmotionType[]): TEmotionSummary | null {
  const [top, second, third] = countEmotions(emotions);
  if (!top) return null;
  return {
    top,
    isTopFrequent: top.count >= FREQUENT_FROM,
    second: second && second.count >= SECOND_FROM ? second : null,
    third: third && third.count >= THIRD_FROM ? third : null,
  };
}
