import type { Db } from '@server/db/client';
import {
  coupleDateCompletions,
  coupleDatePhotos,
  coupleDatePlans,
} from '@server/db/schema/date-plans';
import { pgConstraint } from '@server/db/transaction';
import { conflict } from '@server/http/errors';
import { and, asc, eq, sql } from 'drizzle-orm';

const plans = coupleDatePlans;
const completions = coupleDateCompletions;

const planViewColumns = {
  id: plans.id,
  planNumber: plans.planNumber,
  emoji: plans.emoji,
  category: plans.category,
  title: plans.title,
  description: plans.description,
  inProgress: completions.inProgress,
  completed: completions.completed,
  completedDate: completions.completedDate,
  experienceDescription: completions.experienceDescription,
  rating: completions.rating,
  photoCount: sql<number>`(select count(*)::int from ${coupleDatePhotos} where ${coupleDatePhotos.completionId} = ${completions.id})`,
};

/** A plan of the catalogue joined with the couple's completion of it (nulls: not started). */
export type DatePlanRow = Awaited<ReturnType<typeof findPlansOfCouple>>[number];

/** Every plan in number order, each with the couple's state of it (no row: not started). */
export function findPlansOfCouple(db: Db, coupleId: string, planNumber?: number) {
  return db
    .select(planViewColumns)
    .from(plans)
    .leftJoin(
      completions,
      and(eq(completions.planId, plans.id), eq(completions.coupleId, coupleId)),
    )
    .where(planNumber === undefined ? undefined : eq(plans.planNumber, planNumber))
    .orderBy(asc(plans.planNumber));
}

export async function findPlanIdByNumber(db: Db, planNumber: number): Promise<string | null> {
  const [row] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(eq(plans.planNumber, planNumber));
  return row?.id ?? null;
}

const ONE_IN_PROGRESS = 'couple_date_completions_one_in_progress';

/**
 * Marks the plan in progress. The partial unique index decides between two plans started at
 * once: the second insert or update fails on it, whichever partner sent it. Starting the plan
 * already in progress changes nothing; a completed plan is not started again.
 */
export async function markPlanInProgress(db: Db, coupleId: string, planId: string) {
  try {
    const rows = await db
      .insert(completions)
      .values({ coupleId, planId, inProgress: true })
      .onConflictDoUpdate({
        target: [completions.coupleId, completions.planId],
        set: { inProgress: true, updatedAt: sql`now()` },
        setWhere: eq(completions.completed, false),
      })
      .returning({ id: completions.id });
    if (rows.length === 0) throw conflict('datePlans.alreadyCompleted');
  } catch (error) {
    if (pgConstraint(error) === ONE_IN_PROGRESS) throw conflict('datePlans.alreadyInProgress');
    throw error;
  }
}

/** Completed on `date`; a plan already completed keeps its date. Clears in-progress. */
export async function markPlanCompleted(db: Db, coupleId: string, planId: string, date: string) {
  await db
    .insert(completions)
    .values({ coupleId, planId, completed: true, completedDate: date })
    .onConflictDoUpdate({
      target: [completions.coupleId, completions.planId],
      set: {
        inProgress: false,
        completed: true,
        completedDate: sql`case when ${completions.completed} then ${completions.completedDate} else ${date}::date end`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * Flips completed: a completed plan goes back to not started, any other plan becomes completed
 * on `today`. Clears in-progress either way.
 *
 * Un-completing clears the completion date (the experience's date) and the rating here, on the
 * server, rather than each screen hiding them: a rating is the verdict on a date that happened,
 * so a plan marked as not done has none, and every reader (both partners' lists, the dashboard,
 * any future stat over ratings) then sees the same truth without remembering to filter it. A
 * not-started plan showing "★★★★☆" was that filter missing on one screen. The description and
 * the photos are kept: they are the couple's own words and pictures, costly to redo after a
 * mis-tap, and no screen shows them outside the plan's detail.
 */
export async function togglePlanCompleted(db: Db, coupleId: string, planId: string, today: string) {
  await db
    .insert(completions)
    .values({ coupleId, planId, completed: true, completedDate: today })
    .onConflictDoUpdate({
      target: [completions.coupleId, completions.planId],
      set: {
        inProgress: false,
        completed: sql`not ${completions.completed}`,
        completedDate: sql`case when ${completions.completed} then null else ${today}::date end`,
        rating: sql`case when ${completions.completed} then null else ${completions.rating} end`,
        updatedAt: sql`now()`,
      },
    });
}

export interface ExperienceValues {
  date: string | null;
  description: string | null;
  rating: number | null;
}

/**
 * Saves the experience and marks the plan completed. Without a date, a completed plan keeps its
 * completion date and any other plan is completed `today`.
 */
export async function saveExperience(
  db: Db,
  coupleId: string,
  planId: string,
  { date, description, rating }: ExperienceValues,
  today: string,
) {
  const completedDate =
    date === null
      ? sql`case when ${completions.completed} then coalesce(${completions.completedDate}, ${today}::date) else ${today}::date end`
      : sql`${date}::date`;
  await db
    .insert(completions)
    .values({
      coupleId,
      planId,
      completed: true,
      completedDate: date ?? today,
      experienceDescription: description,
      rating,
    })
    .onConflictDoUpdate({
      target: [completions.coupleId, completions.planId],
      set: {
        inProgress: false,
        completed: true,
        completedDate,
        experienceDescription: description,
        rating,
        updatedAt: sql`now()`,
      },
    });
}
