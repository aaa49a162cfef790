import { LIMITS } from '@shared/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { coupleId } from './couples';

export const coupleDatePlans = pgTable(
  'couple_date_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planNumber: integer('plan_number').notNull().unique(),
    title: varchar('title', { length: LIMITS.titleMax }).notNull(),
    description: varchar('description', { length: LIMITS.descriptionMax }).notNull(),
    emoji: varchar('emoji', { length: LIMITS.emojiMax }).notNull(),
    category: text('category', {
      enum: ['romantic', 'adventure', 'relaxing', 'creative', 'food', 'outdoors', 'cultural'],
    }).notNull(),
  },
  (t) => [
    check('couple_date_plans_number_range', sql`${t.planNumber} between 1 and 100`),
    check(
      'couple_date_plans_category_valid',
      sql`${t.category} in ('romantic', 'adventure', 'relaxing', 'creative', 'food', 'outdoors', 'cultural')`,
    ),
  ],
);

export const coupleDateCompletions = pgTable(
  'couple_date_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: coupleId(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => coupleDatePlans.id, { onDelete: 'cascade' }),
    inProgress: boolean('in_progress').notNull().default(false),
    completed: boolean('completed').notNull().default(false),
    completedDate: date('completed_date'),
    experienceDescription: varchar('experience_description', { length: LIMITS.descriptionMax }),
    rating: integer('rating'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('couple_date_completions_couple_id_idx').on(t.coupleId),
    uniqueIndex('couple_date_completions_couple_plan_unique').on(t.coupleId, t.planId),
    // Only one plan in progress per couple, enforced by the database itself.
    uniqueIndex('couple_date_completions_one_in_progress')
      .on(t.coupleId)
      .where(sql`${t.inProgress}`),
    check(
      'couple_date_completions_rating_range',
      sql`${t.rating} is null or ${t.rating} between 1 and 5`,
    ),
    check('couple_date_completions_not_both', sql`not (${t.inProgress} and ${t.completed})`),
  ],
);

export const coupleDatePhotos = pgTable(
  'couple_date_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    completionId: uuid('completion_id')
      .notNull()
      .references(() => coupleDateCompletions.id, { onDelete: 'cascade' }),
    /** Storage path in the date-plans bucket. */
    photoUrl: text('photo_url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('couple_date_photos_completion_id_idx').on(t.completionId)],
);
