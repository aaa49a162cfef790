import { EMOTION_TYPES } from '@shared/emotions';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, userRef } from './columns';
import { coupleId } from './couples';

export const EMOTION_TYPES_SQL = sql.raw(EMOTION_TYPES.map((type) => `'${type}'`).join(', '));

export const emotions = pgTable(
  'emotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: coupleId(),
    userId: userRef('user_id').notNull(),
    emotionType: text('emotion_type', {
      enum: EMOTION_TYPES,
    }).notNull(),
    emotionDate: date('emotion_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('emotions_couple_id_date_idx').on(t.coupleId, t.emotionDate),
    check('emotions_type_valid', sql`${t.emotionType} in (${EMOTION_TYPES_SQL})`),
  ],
);
