import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorScreen } from '../../components/load-error-card';
import { toast } from '../../lib/toast';
import { coupleKeys } from '../couples/api/my-couple';
import { ConnectionAnimation } from '../couples/components/connection-animation';
import { dashboardKeys, useDashboard } from './api/get-dashboard';
import { ConnectedDashboard } from './components/connected-dashboard';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { NoCoupleDashboard } from './components/no-couple-dashboard';
import { useLoadErrorToast, usePartnerConnectedToast } from './use-dashboard-toasts';

export default function DashboardPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const dashboard = useDashboard();
  // Held here, above the join form: a realtime refetch may swap the form away before the join
  // answers, and the animation then stays until "Continue" whatever refetches meanwhile.
  const [isCelebrating, setIsCelebrating] = useState(false);
  usePartnerConnectedToast(dashboard.data?.couple);
  useLoadErrorToast(dashboard.error, dashboard.errorUpdatedAt);

  const celebrate = useCallback(() => {
    toast.success(t('couple.connected'));
    setIsCelebrating(true);
  }, [t]);

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
      <LoadErrorScreen onRetry={() => void dashboard.refetch()} isRetrying={dashboard.isFetching} />
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
  return <NoCoupleDashboard data={dashboard.data} onJoined={celebrate} />;
}
