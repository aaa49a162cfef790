import type { TDatePlan } from '@shared/schemas/date-plans';
import { EmptyState } from '@web/components/empty-state';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlanRow } from './plan-row';

interface PlanListProps {
  plans: TDatePlan[];
  textOf: (plan: TDatePlan) => { title: string; description: string };
  inProgressPlanNumber: number | null;
  onOpen: (planNumber: number) => void;
}

export function PlanList({ plans, textOf, inProgressPlanNumber, onOpen }: PlanListProps) {
  const { t } = useTranslation();
  if (plans.length === 0) {
    return (
      <EmptyState icon={<SearchX aria-hidden="true" />} title={t('datePlans.emptyCategory')} />
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {plans.map((plan) => (
        <PlanRow
          key={plan.id}
          plan={plan}
          title={textOf(plan).title}
          isStartBlocked={inProgressPlanNumber !== null}
          onOpen={() => onOpen(plan.planNumber)}
        />
      ))}
    </ul>
  );
}
