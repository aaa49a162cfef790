import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { coupleKeys } from '../couples/api/my-couple';
import { dashboardKeys, useDashboard } from './api/get-dashboard';
import { ConnectedDashboard } from './components/connected-dashboard';
import { ConnectionAnimation } from './components/connection-animation';
import { DashboardError } from './components/dashboard-error';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { NoCoupleDashboard } from './components/no-couple-dashboard';
import { useLoadErrorToast, usePartnerConnectedToast } from './use-dashboard-toasts';

export default function DashboardPage() {
  const queryClient = useQueryClient();
  const dashboard = useDashboard();
  // Set by a successful join; the animation stays until "Continue" whatever refetches meanwhile.
  const [isCelebrating, setIsCelebrating] = useState(false);
  usePartnerConnectedToast(dashboard.data?.couple);
  useLoadErrorToast(dashboard.error, dashboard.errorUpdatedAt);

  const finishCelebration = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: coupleKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
    setIsCelebrating(false);
  };

  if (isCelebrating) return <ConnectionAnimation onContinue={finishCelebration} />;
  if (dashboard.isPending) return <DashboardSkeleton />;
  if (!dashboard.data) {
    return (
      <DashboardError onRetry={() => void dashboard.refetch()} isRetrying={dashboard.isFetching} />
    );
  }

  const { couple, partner } = dashboard.data;
  if (couple?.status === 'active' && partner) {
    return (
      <ConnectedDashboard
        data={dashboard.data}
        partner={partner}
        startDate={couple.relationshipStartDate}
      />
    );
  }
  return <NoCoupleDashboard data={dashboard.data} onJoined={() => setIsCelebrating(true)} />;
}
