import type { TDashboard } from '@shared/schemas/dashboard';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { QueryView } from '@web/components/query-view';
import { affectionTodayQueryOptions } from '@web/features/affection/api/get-affection-today';
import { refreshCouples } from '@web/features/couples/api/couples-keys';
import { ConnectionAnimation } from '@web/features/couples/components/connection-animation';
import { prefetchTodayQuestion } from '@web/features/daily-questions/api/get-today-question';
import { lettersQueryOptions } from '@web/features/letters/api/get-letters';
import { toast } from '@web/lib/toast';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardQueryOptions, useDashboard } from './api/get-dashboard';
import { onThisDayQueryOptions } from './api/get-on-this-day';
import { ConnectedDashboard } from './components/connected-dashboard';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { NoCoupleDashboard } from './components/no-couple-dashboard';
import { useCoupleEndedToast, usePartnerConnectedToast } from './use-dashboard-toasts';

/** What the screen asks for first: fetched while its code and texts still load (app/router). */
export function prefetch(queryClient: QueryClient, language: string) {
  // "On this day" is a couple's only (without one the API answers 403): at once when the kept
  // dashboard already shows a couple, else once the dashboard says so.
  const isCouple = (dashboard?: TDashboard) => dashboard?.couple?.status === 'active';
  if (isCouple(queryClient.getQueryData(dashboardQueryOptions().queryKey))) {
    void queryClient.prefetchQuery(onThisDayQueryOptions());
  }
  // The cards on a phone's first screen below the hero (a couple's only), so the server draws
  // them with their words: drawn after hydration instead, one's text was the page's LCP, 4.6 s
  // after its first paint (Lighthouse, slow 4G, CPU 4x).
  queryClient.fetchQuery(dashboardQueryOptions()).then((dashboard) => {
    if (!isCouple(dashboard)) return;
    void queryClient.prefetchQuery(onThisDayQueryOptions());
    void queryClient.prefetchQuery(affectionTodayQueryOptions());
    // A letter waiting is said near the top: drawn with the page, so nothing moves when it comes.
    void queryClient.prefetchQuery(lettersQueryOptions());
    prefetchTodayQuestion(queryClient, language);
  }, ignoreFailure);
}

/** A failed prefetch is the screen's to show, when it asks again. */
const ignoreFailure = () => {};

export default function DashboardPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const dashboard = useDashboard();
  // Held here, above the join form: a realtime refetch may swap the form away before the join
  // answers, and the animation then stays until "Continue" whatever refetches meanwhile.
  const [isCelebrating, setIsCelebrating] = useState(false);
  usePartnerConnectedToast(dashboard.data?.couple);
  useCoupleEndedToast(dashboard.data?.couple);

  const celebrate = useCallback(() => {
    toast.success(t('couple.connected'));
    setIsCelebrating(true);
  }, [t]);

  const finishCelebration = async () => {
    await refreshCouples(queryClient);
    setIsCelebrating(false);
  };

  if (isCelebrating) return <ConnectionAnimation onContinue={finishCelebration} />;
  return (
    <QueryView query={dashboard} pending={<DashboardSkeleton />} layout="screen">
      {(data) =>
        data.couple?.status === 'active' && data.partner ? (
          <ConnectedDashboard
            data={data}
            partner={data.partner}
            startDate={data.couple.relationshipStartDate}
            updatedAt={dashboard.dataUpdatedAt}
          />
        ) : (
          <NoCoupleDashboard data={data} onJoined={celebrate} />
        )
      }
    </QueryView>
  );
}
