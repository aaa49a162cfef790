import type { TDatePlan } from '@shared/schemas/date-plans';
import { EmptyState } from '@web/components/empty-state';
import { SearchX } from 'lucide-react';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanRow } from './plan-row';

interface PlanListProps {
  plans: TDatePlan[];
  textOf: (plan: TDatePlan) => { title: string; description: string };
  inProgressPlanNumber: number | null;
  onOpen: (planNumber: number) => void;
}

/** What a phone's first screen shows, and a little more: drawn with the page. */
const FIRST_ROWS = 12;

/**
 * A hundred rows in one render block a slow phone's main thread for a long time (total
 * blocking time). The first rows come with the page; the rest follow in a transition, which
 * React renders in small slices between frames, so taps and scrolling stay answered.
 */
function useRowsToDraw(total: number): number {
  const [limit, setLimit] = useState(FIRST_ROWS);
  useEffect(() => {
    if (limit < total) startTransition(() => setLimit(Number.POSITIVE_INFINITY));
  }, [limit, total]);
  return limit;
}

export function PlanList({ plans, textOf, inProgressPlanNumber, onOpen }: PlanListProps) {
  const { t } = useTranslation();
  const limit = useRowsToDraw(plans.length);
  if (plans.length === 0) {
    return (
      <EmptyState icon={<SearchX aria-hidden="true" />} title={t('datePlans.emptyCategory')} />
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {plans.slice(0, limit).map((plan) => (
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
