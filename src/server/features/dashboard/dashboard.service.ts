import { coupleDateCompletions, coupleDatePlans } from '@server/db/schema/date-plans';
import { memories } from '@server/db/schema/shared-content';
import {
  getMyCouple,
  isActiveCouple,
  partnerIdOf,
  toCoupleDto,
} from '@server/features/couples/couples.service';
import { findProfileFor } from '@server/features/profile/profile.service';
import type { AppDependencies } from '@server/http/context';
import { signBlobUrl } from '@server/storage/signed-url';
import { LIMITS } from '@shared/constants';
import type { TDashboard, TDashboardMemory, TDashboardPlan } from '@shared/schemas/dashboard';
import type { TPartnerProfile, TProfile } from '@shared/schemas/profile';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';

type Deps = Pick<AppDependencies, 'db' | 'signer'>;

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

async function findPlan({ db }: Deps, coupleId: string, state: 'current' | 'lastCompleted') {
  const query = db
    .select(planColumns)
    .from(coupleDateCompletions)
    .innerJoin(coupleDatePlans, eq(coupleDatePlans.id, coupleDateCompletions.planId));
  const rows =
    state === 'current'
      ? await query
          .where(
            and(
              eq(coupleDateCompletions.coupleId, coupleId),
              eq(coupleDateCompletions.inProgress, true),
            ),
          )
          .limit(1)
      : await query
          .where(
            and(
              eq(coupleDateCompletions.coupleId, coupleId),
              eq(coupleDateCompletions.completed, true),
            ),
          )
          .orderBy(
            sql`${coupleDateCompletions.completedDate} desc nulls last`,
            desc(coupleDateCompletions.updatedAt),
          )
          .limit(1);
  return (rows[0] satisfies TDashboardPlan | undefined) ?? null;
}

async function findRecentMemories({ db, signer }: Deps, coupleId: string, viewerId: string) {
  const rows = await db
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
  return rows.flatMap(({ imagePath, ...memory }): TDashboardMemory[] => {
    const urls = signBlobUrl(signer, 'memories', imagePath, viewerId);
    return urls ? [{ ...memory, imageUrl: urls.url, thumbnailUrl: urls.thumbnailUrl }] : [];
  });
}

const toPartner = ({ id, fullName, avatarUrl }: TProfile): TPartnerProfile => ({
  id,
  fullName,
  avatarUrl,
});

/**
 * Everything the dashboard shows, in two rounds of parallel queries: who I am and my couple,
 * then (only for an active couple) the partner, the plans and the recent memories.
 */
export async function getDashboard(deps: Deps, userId: string): Promise<TDashboard | null> {
  const [me, couple] = await Promise.all([
    findProfileFor(deps, userId, userId),
    getMyCouple(deps, userId),
  ]);
  if (!me) return null;
  if (!couple || !isActiveCouple(couple)) {
    return {
      me,
      couple: couple && toCoupleDto(couple, userId),
      partner: null,
      currentPlan: null,
      lastCompletedPlan: null,
      recentMemories: [],
    };
  }
  const partnerId = partnerIdOf(couple, userId);
  const [partner, currentPlan, lastCompletedPlan, recentMemories] = await Promise.all([
    findProfileFor(deps, partnerId, userId),
    findPlan(deps, couple.id, 'current'),
    findPlan(deps, couple.id, 'lastCompleted'),
    findRecentMemories(deps, couple.id, userId),
  ]);
  return {
    me,
    couple: toCoupleDto(couple, userId),
    // The partner's email is not shown on the dashboard, so it is not sent either.
    partner: partner && toPartner(partner),
    currentPlan,
    lastCompletedPlan,
    recentMemories,
  };
}
