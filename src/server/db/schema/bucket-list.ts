import { LIMITS } from '@shared/constants';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, createdBy } from './columns';
import { coupleId } from './couples';

export const bucketList = pgTable(
  'bucket_list',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: coupleId(),
    title: varchar('title', { length: LIMITS.titleMax }).notNull(),
    description: varchar('description', { length: LIMITS.descriptionMax }),
    completed: boolean('completed').notNull().default(false),
    completedDate: date('completed_date'),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index('bucket_list_couple_id_idx').on(t.coupleId),
    check('bucket_list_title_not_blank', sql`char_length(btrim(${t.title})) >= 1`),
    check('bucket_list_completed_date', sql`${t.completed} or ${t.completedDate} is null`),
  ],
);
