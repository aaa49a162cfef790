import {
  getMyCouple,
  isActiveCouple,
  partnerIdOf,
  presentCouple,
} from '@server/features/couples/couples.service';
import { findProfileFor, presentPartner } from '@server/features/profile/profile.service';
import type { AppDependencies } from '@server/http/context';
import type { TDashboard } from '@shared/schemas/dashboard';
import { presentRecentMemories } from './dashboard.presenter';
import {
  findCurrentPlan,
  findLastCompletedPlan,
  findRecentMemoriesWithPhoto,
} from './dashboard.repository';

type Deps = Pick<AppDependencies, 'db' | 'signer'>;

async function findRecentMemories(
  { db, signer }: Deps,
  viewer: { userId: string; coupleId: string },
) {
  return presentRecentMemories(
    signer,
    await findRecentMemoriesWithPhoto(db, viewer.coupleId),
    viewer,
  );
}

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
      couple: couple && presentCouple(couple, userId),
      partner: null,
      currentPlan: null,
      lastCompletedPlan: null,
      recentMemories: [],
    };
  }
  const partnerId = partnerIdOf(couple, userId);
  // The shared space's photos, the partner's avatar among them, are signed within the couple.
  const viewer = { userId, coupleId: couple.id };
  const [partner, currentPlan, lastCompletedPlan, recentMemories] = await Promise.all([
    findProfileFor(deps, partnerId, viewer),
    findCurrentPlan(deps.db, couple.id),
    findLastCompletedPlan(deps.db, couple.id),
    findRecentMemories(deps, viewer),
  ]);
  return {
    me,
    couple: presentCouple(couple, userId),
    partner: partner && presentPartner(partner),
    currentPlan,
    lastCompletedPlan,
    recentMemories,
  };
}
