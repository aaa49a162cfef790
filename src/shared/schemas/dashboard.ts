import type { TPartnerClock } from '../domain/distance';
import type { TCouple } from './couple';
import type { TPartnerProfile, TProfile } from './profile';

export interface TDashboardMemory {
  id: string;
  title: string;
  memoryDate: string | null;
  /** Signed URLs: the full image and the two thumbnails (400 and 800 px wide) for the carousel. */
  imageUrl: string;
  thumbnailUrl: string;
  largeThumbnailUrl: string;
}

export interface TDashboardPlan {
  completionId: string;
  planNumber: number;
  title: string;
  description: string;
  emoji: string;
  category: string;
  completedDate: string | null;
  rating: number | null;
}

/** Everything the dashboard shows, in one response. */
export interface TDashboard {
  me: TProfile;
  couple: TCouple | null;
  partner: TPartnerProfile | null;
  currentPlan: TDashboardPlan | null;
  lastCompletedPlan: TDashboardPlan | null;
  recentMemories: TDashboardMemory[];
  /**
   * Where the partner lives and when they sleep, when their zone is not the caller's: the distance
   * card ("Para Bruno son las 3:12, está durmiendo"). Null without a couple, or when the partner's
   * zone is unknown or the caller's own.
   */
  partnerClock: TPartnerClock | null;
  /** The nearest reunion from the caller's today ("Nos vemos en 12 días"), set by either partner. */
  nextReunion: TDashboardReunion | null;
}

export interface TDashboardReunion {
  id: string;
  date: string;
  title: string;
}
