import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per periodic job: which period was last claimed (see `jobs/job-scheduler.ts`). */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
});
