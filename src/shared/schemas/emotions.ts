import { EMOTION_TYPES, type TEmotionType } from '@shared/emotions';
import * as z from 'zod/mini';

export const ZCreateEmotionSchema = z.object(
  { emotionType: z.enum(EMOTION_TYPES, { error: 'emotions.invalidType' }) },
  { error: 'errors.invalidInput' },
);
export type TCreateEmotion = z.infer<typeof ZCreateEmotionSchema>;

/** `?month=YYYY-MM` of the emotion calendar. */
export const ZEmotionMonthQuerySchema = z.object(
  {
    month: z
      .string({ error: 'emotions.invalidMonth' })
      .check(z.regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, { error: 'emotions.invalidMonth' })),
  },
  { error: 'emotions.invalidMonth' },
);

export interface TEmotion {
  id: string;
  emotionType: TEmotionType;
  /** The author's own calendar day when they added it. */
  emotionDate: string;
  createdAt: string;
}

/** The jar: what each partner felt on the caller's today, newest first. */
export interface TTodayEmotions {
  today: string;
  mine: TEmotion[];
  partner: TEmotion[];
}

export interface TEmotionDay {
  date: string;
  mine: TEmotionType[];
  partner: TEmotionType[];
}

/** A month of the emotion calendar in one response: the days with emotions and the total. */
export interface TEmotionMonth {
  month: string;
  today: string;
  days: TEmotionDay[];
  /** Both partners' emotions dated in this month; for the current month, the stats figure. */
  total: number;
}
