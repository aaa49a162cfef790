import type { TDatePlan } from '@shared/schemas/date-plans';
import { EmptyState } from '@web/components/empty-state';
import { useRowsNearView } from '@web/lib/use-rows-near-view';
import { SearchX } from 'lucide-react';
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
/** Drawn each time the end of the list comes near the screen. */
const MORE_ROWS = 24;

export function PlanList({ plans, textOf, inProgressPlanNumber, onOpen }: PlanListProps) {
  const { t } = useTranslation();
  const { limit, endRef } = useRowsNearView(plans.length, { first: FIRST_ROWS, batch: MORE_ROWS });
  if (plans.length === 0) {
    return (
      <EmptyState icon={<SearchX aria-hidden="true" />} title={t('datePlans.emptyCategory')} />
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {plans.slice(0, limit).map((plan, index) => (
        <PlanRow
          key={plan.id}
          plan={plan}
          // A screen reader says "12 of 100" although the later rows are not drawn yet.
          position={{ index: index + 1, of: plans.length }}
          title={textOf(plan).title}
          isStartBlocked={inProgressPlanNumber !== null}
          onOpen={() => onOpen(plan.planNumber)}
        />
      ))}
      {limit < plans.length && <li ref={endRef} aria-hidden="true" className="h-px" />}
    </ul>
  );
}
