import type { Db } from '@server/db/client';
import { coupleDateCompletions, coupleDatePlans } from '@server/db/schema/date-plans';
import { memories } from '@server/db/schema/shared-content';
import { LIMITS } from '@shared/constants';
import type { TDashboardPlan } from '@shared/schemas/dashboard';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';

const planColumns = {
  completionId: coupleDateCompletions.id,
  planNumber: coupleDatePlans.planNumber,
  title: coupleDatePlans.title,
  description: coupleDatePlans.description,
  emoji: coupleDatePlans.emoji,
  category: coupleDatePlans.category,
  completedDate: coupleDateCompletions.completedDate,
  rating: coupleDateCompletions.rating,
};

function plansOf(db: Db) {
  return db
    .select(planColumns)
    .from(coupleDateCompletions)
    .innerJoin(coupleDatePlans, eq(coupleDatePlans.id, coupleDateCompletions.planId));
}

/** The plan the couple is doing now; the database allows at most one. */
export async function findCurrentPlan(db: Db, coupleId: string): Promise<TDashboardPlan | null> {
  const [row] = await plansOf(db)
    .where(
      and(eq(coupleDateCompletions.coupleId, coupleId), eq(coupleDateCompletions.inProgress, true)),
    )
    .limit(1);
  return row ?? null;
}

/** The plan completed last: by its date, then (same day or no date) by when it was saved. */
export async function findLastCompletedPlan(
  db: Db,
  coupleId: string,
): Promise<TDashboardPlan | null> {
  const [row] = await plansOf(db)
    .where(
      and(eq(coupleDateCompletions.coupleId, coupleId), eq(coupleDateCompletions.completed, true)),
    )
    .orderBy(
      sql`${coupleDateCompletions.completedDate} desc nulls last`,
      desc(coupleDateCompletions.updatedAt),
    )
    .limit(1);
  return row ?? null;
}

export interface RecentMemoryRow {
  id: string;
  title: string;
  memoryDate: string | null;
  /** Storage path in the memories bucket, signed by the caller for its viewer. */
  imagePath: string | null;
}

/** The couple's newest memories that have a photo. */
export function findRecentMemoriesWithPhoto(db: Db, coupleId: string): Promise<RecentMemoryRow[]> {
  return db
    .select({
      id: memories.id,
      title: memories.title,
      memoryDate: memories.memoryDate,
      imagePath: memories.imageUrl,
    })
    .from(memories)
    .where(
      and(eq(memories.coupleId, coupleId), isNotNull(memories.imageUrl), ne(memories.imageUrl, '')),
    )
    .orderBy(desc(memories.createdAt), desc(memories.id))
    .limit(LIMITS.recentMemories);
}
