import type { TDashboard } from '@shared/schemas/dashboard';
import type { TPartnerProfile } from '@shared/schemas/profile';
import { PageShell } from '@web/components/page-shell';
import { ThinkingOfYouCard } from '@web/features/affection/components/thinking-of-you-card';
import { ChatCard } from '@web/features/chat/components/chat-card';
import { DailyQuestionSection } from '@web/features/daily-questions/components/daily-question-section';
import { LettersWaitingCard } from '@web/features/letters/components/letters-waiting-card';
import { AccountMenu } from './account-menu';
import { BottomNav } from './bottom-nav';
import { CoupleHero } from './couple-hero';
import { DashboardHeader } from './dashboard-header';
import { DistanceCard } from './distance-card';
import { OnThisDaySection } from './on-this-day';
import { CurrentPlanSection, LastCompletedSection } from './plan-sections';
import { RecentMemoriesSection } from './recent-memories';
import { StatsCard } from './stats-card';

interface ConnectedDashboardProps {
  data: TDashboard;
  partner: TPartnerProfile;
  startDate: string;
  /** When `data` was fetched: kept from an earlier visit, the hero says how long ago. */
  updatedAt: number;
}

/** The shared home of an active couple. */
export function ConnectedDashboard({
  data,
  partner,
  startDate,
  updatedAt,
}: ConnectedDashboardProps) {
  return (
    <>
      <PageShell
        width="medium"
        withBottomNav
        header={
          <DashboardHeader>
            <AccountMenu me={data.me} />
          </DashboardHeader>
        }
      >
        <div className="flex flex-col gap-7">
          <CoupleHero me={data.me} partner={partner} startDate={startDate} updatedAt={updatedAt} />
          <DistanceCard
            partnerFullName={partner.fullName}
            partnerClock={data.partnerClock}
            nextReunion={data.nextReunion}
          />
          <div className="animate-float-up [animation-delay:40ms]">
            <ThinkingOfYouCard />
          </div>
          <div className="animate-float-up [animation-delay:60ms]">
            <ChatCard />
          </div>
          <LettersWaitingCard />
          <DailyQuestionSection />
          <OnThisDaySection />
          {/* grid-cols-1 is minmax(0, 1fr): an implicit column would grow to a plan card's
              one-line title (min-content) and push the page past the phone's edge. */}
          <div className="grid animate-float-up grid-cols-1 gap-7 [animation-delay:80ms] md:grid-cols-2">
            <CurrentPlanSection plan={data.currentPlan} />
            {data.lastCompletedPlan && <LastCompletedSection plan={data.lastCompletedPlan} />}
          </div>
          <div className="animate-float-up [animation-delay:140ms]">
            <RecentMemoriesSection memories={data.recentMemories} />
          </div>
          <div className="animate-float-up [animation-delay:200ms]">
            <StatsCard />
          </div>
        </div>
      </PageShell>
      <BottomNav />
    </>
  );
}
