import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { LIMITS } from '../../../shared/constants';
import type {
  TDashboard,
  TDashboardMemory,
  TDashboardPlan,
} from '../../../shared/schemas/dashboard';
import type { TPartnerProfile, TProfile } from '../../../shared/schemas/profile';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/couples';
import { coupleDateCompletions, coupleDatePlans } from '../../db/schema/date-plans';
import { memories } from '../../db/schema/shared-content';
import type { AppDependencies } from '../../http/context';
import { thumbnailPathFor } from '../../storage/blob-store';
import { getMyCouple, isActiveCouple, partnerIdOf, toCoupleDto } from '../couples/couples.service';

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

async function findProfile(
  { db, signer }: Deps,
  userId: string,
  viewerId: string,
): Promise<TProfile | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      fullName: profiles.fullName,
      avatarPath: profiles.avatarUrl,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName ?? row.name,
    // Signed for the viewer: the URL only works with the viewer's own session.
    avatarUrl: row.avatarPath ? signer.sign('avatars', row.avatarPath, viewerId) : null,
  };
}

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
  return rows.flatMap(({ imagePath, ...memory }): TDashboardMemory[] =>
    imagePath
      ? [
          {
            ...memory,
            imageUrl: signer.sign('memories', imagePath, viewerId),
            thumbnailUrl: signer.sign('memories', thumbnailPathFor(imagePath), viewerId),
          },
        ]
      : [],
  );
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
    findProfile(deps, userId, userId),
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
    findProfile(deps, partnerId, userId),
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
