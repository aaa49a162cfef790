import {
  getMyCouple,
  isActiveCouple,
  partnerIdOf,
  presentCouple,
} from '@server/features/couples/couples.service';
import { findProfileFor } from '@server/features/profile/profile.service';
import type { AppDependencies } from '@server/http/context';
import { signBlobUrl } from '@server/storage/signed-url';
import type { TDashboard, TDashboardMemory } from '@shared/schemas/dashboard';
import type { TPartnerProfile, TProfile } from '@shared/schemas/profile';
import {
  findCurrentPlan,
  findLastCompletedPlan,
  findRecentMemoriesWithPhoto,
} from './dashboard.repository';

type Deps = Pick<AppDependencies, 'db' | 'signer'>;

async function findRecentMemories({ db, signer }: Deps, coupleId: string, viewerId: string) {
  const rows = await findRecentMemoriesWithPhoto(db, coupleId);
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
      couple: couple && presentCouple(couple, userId),
      partner: null,
      currentPlan: null,
      lastCompletedPlan: null,
      recentMemories: [],
    };
  }
  const partnerId = partnerIdOf(couple, userId);
  const [partner, currentPlan, lastCompletedPlan, recentMemories] = await Promise.all([
    findProfileFor(deps, partnerId, userId),
    findCurrentPlan(deps.db, couple.id),
    findLastCompletedPlan(deps.db, couple.id),
    findRecentMemories(deps, couple.id, userId),
  ]);
  return {
    me,
    couple: presentCouple(couple, userId),
    // The partner's email is not shown on the dashboard, so it is not sent either.
    partner: partner && toPartner(partner),
    currentPlan,
    lastCompletedPlan,
    recentMemories,
  };
}
