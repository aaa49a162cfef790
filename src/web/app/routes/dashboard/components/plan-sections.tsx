import type { TDashboardPlan } from '@shared/schemas/dashboard';
import { Sparkles, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DashboardSection, EmptyState } from './dashboard-section';
import { PlanCard } from './plan-card';

export function CurrentPlanSection({ plan }: { plan: TDashboardPlan | null }) {
  const { t } = useTranslation();
  return (
    <DashboardSection title={t('dashboard.currentPlan')} icon={<Sparkles />}>
      {plan ? (
        <PlanCard plan={plan} state="current" />
      ) : (
        <EmptyState
          icon={<Sparkles />}
          title={t('dashboard.noCurrentPlan')}
          hint={t('dashboard.noCurrentPlanHint')}
          action={{ to: '/date-plans', label: t('dashboard.choosePlan') }}
        />
      )}
    </DashboardSection>
  );
}

/** Shown only once a plan has been completed. */
export function LastCompletedSection({ plan }: { plan: TDashboardPlan }) {
  const { t } = useTranslation();
  return (
    <DashboardSection title={t('dashboard.lastCompleted')} icon={<Trophy />}>
      <PlanCard plan={plan} state="completed" />
    </DashboardSection>
  );
}
