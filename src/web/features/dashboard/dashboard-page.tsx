import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorCard } from '../../components/load-error-card';
import { coupleKeys } from '../couples/api/my-couple';
import { dashboardKeys, useDashboard } from './api/get-dashboard';
import { ConnectedDashboard } from './components/connected-dashboard';
import { ConnectionAnimation } from './components/connection-animation';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { NoCoupleDashboard } from './components/no-couple-dashboard';
import { useLoadErrorToast, usePartnerConnectedToast } from './use-dashboard-toasts';

export default function DashboardPage() {
  const { t } = useTranslation();
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
      <main className="mx-auto grid min-h-dvh w-full max-w-md place-items-center px-5">
        <LoadErrorCard
          title={t('common.loadError')}
          hint={t('dashboard.loadErrorHint')}
          onRetry={() => void dashboard.refetch()}
          isRetrying={dashboard.isFetching}
        />
      </main>
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
