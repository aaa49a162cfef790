import type { AppDependencies } from '@server/deps';
import {
  isActiveCouple,
  partnerIdOf,
  presentCouple,
} from '@server/features/couples/couples.service';
import { presentPartner, presentProfile } from '@server/features/profile/profile.service';
import { isoDateInZone } from '@shared/domain/calendar-day';
import type { TDashboard } from '@shared/schemas/dashboard';
import { presentRecentMemories } from './dashboard.presenter';
import { findDashboardRows } from './dashboard.repository';

type Deps = Pick<AppDependencies, 'pool' | 'signer' | 'clock'>;

/**
 * Everything the dashboard shows, from one statement (`findDashboardRows`), for the caller on
 * their own today in `timeZone` (the reunion still to come is counted from it).
 */
export async function getDashboard(
  deps: Deps,
  userId: string,
  timeZone = 'UTC',
): Promise<TDashboard | null> {
  const today = isoDateInZone(deps.clock.now(), timeZone);
  const rows = await findDashboardRows(deps.pool, userId, today);
  if (!rows.me) return null;
  const me = presentProfile(deps.signer, rows.me, userId, userId);
  const { couple } = rows;
  if (!couple || !isActiveCouple(couple)) {
    return {
      me,
      couple: couple && presentCouple(couple, userId),
      partner: null,
      currentPlan: null,
      lastCompletedPlan: null,
      recentMemories: [],
      partnerClock: null,
      nextReunion: null,
    };
  }
  const partnerId = partnerIdOf(couple, userId);
  // The shared space's photos, the partner's avatar among them, are signed within the couple.
  const viewer = { userId, coupleId: couple.id };
  return {
    me,
    couple: presentCouple(couple, userId),
    partner:
      rows.partner && presentPartner(presentProfile(deps.signer, rows.partner, partnerId, viewer)),
    currentPlan: rows.currentPlan,
    lastCompletedPlan: rows.lastCompletedPlan,
    recentMemories: presentRecentMemories(deps.signer, rows.recentMemories, viewer),
    // Only what the distance card needs, and only when there is a distance to show.
    partnerClock: rows.partnerClock?.timeZone === timeZone ? null : rows.partnerClock,
    nextReunion: rows.nextReunion,
  };
}
