import { LIMITS } from '@shared/constants';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, createdBy } from './columns';
import { coupleId } from './couples';

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: coupleId(),
    title: varchar('title', { length: LIMITS.titleMax }).notNull(),
    description: varchar('description', { length: LIMITS.descriptionMax }),
    eventDate: date('event_date').notNull(),
    eventType: text('event_type', { enum: ['plan', 'intimacy', 'other'] })
      .notNull()
      .default('plan'),
    /** The next time together: the dashboard counts down to the nearest one ("Nos vemos en 12 días"). */
    reunion: boolean('reunion').notNull().default(false),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_couple_id_date_idx').on(t.coupleId, t.eventDate),
    index('events_couple_reunion_idx').on(t.coupleId, t.eventDate).where(sql`${t.reunion}`),
    check('events_title_not_blank', sql`char_length(btrim(${t.title})) >= 1`),
    check('events_type_valid', sql`${t.eventType} in ('plan', 'intimacy', 'other')`),
  ],
);
