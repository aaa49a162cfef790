import type {
  TEmotion,
  TEmotionDay,
  TEmotionMonth,
  TTodayEmotions,
} from '@shared/schemas/emotions';
import type { EmotionRow } from './emotions.repository';

export const presentEmotion = ({
  id,
  emotionType,
  emotionDate,
  createdAt,
}: EmotionRow): TEmotion => ({
  id,
  emotionType,
  emotionDate,
  createdAt: createdAt.toISOString(),
});

/** The jar: the caller's emotions apart from their partner's. */
export function presentTodayEmotions(
  rows: EmotionRow[],
  userId: string,
  today: string,
): TTodayEmotions {
  return {
    today,
    mine: rows.filter((row) => row.userId === userId).map(presentEmotion),
    partner: rows.filter((row) => row.userId !== userId).map(presentEmotion),
  };
}

/** The calendar's month: each day with emotions, mine and my partner's apart, and the total. */
export function presentEmotionMonth(
  rows: EmotionRow[],
  { userId, month, today }: { userId: string; month: string; today: string },
): TEmotionMonth {
  const days = new Map<string, TEmotionDay>();
  // Oldest first within a day, so the calendar reads in the order they were felt.
  for (const row of [...rows].reverse()) {
    const day = days.get(row.emotionDate) ?? { date: row.emotionDate, mine: [], partner: [] };
    (row.userId === userId ? day.mine : day.partner).push(row.emotionType);
    days.set(row.emotionDate, day);
  }
  return {
    month,
    today,
    days: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)),
    total: rows.length,
  };
}
