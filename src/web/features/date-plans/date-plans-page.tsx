import type { TDatePlanList } from '@shared/schemas/date-plans';
import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '@web/components/page-header';
import { PageShell } from '@web/components/page-shell';
import { QueryView } from '@web/components/query-view';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlanTexts } from './api/get-catalogue-texts';
import { datePlansQueryOptions, useDatePlans } from './api/get-date-plans';
import { CategoryChips, type CategoryFilter } from './components/category-chips';
import { CurrentPlanBanner } from './components/current-plan-banner';
import { DatePlansSkeleton } from './components/date-plans-skeleton';
import { PlanDetailDialog } from './components/plan-detail-dialog';
import { PlanList } from './components/plan-list';
import { ProgressHeader } from './components/progress-header';

/** What the screen asks for first: fetched while its code and texts still load (app/router). */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(datePlansQueryOptions());
}

export default function DatePlansPage() {
  const { t } = useTranslation();
  const plans = useDatePlans();
  return (
    <PageShell>
      <PageHeader title={t('datePlans.title')} subtitle={t('datePlans.subtitle')} />
      <QueryView query={plans} pending={<DatePlansSkeleton />}>
        {(list) => <DatePlansContent list={list} />}
      </QueryView>
    </PageShell>
  );
}

function DatePlansContent({ list }: { list: TDatePlanList }) {
  const { t } = useTranslation();
  const textOf = usePlanTexts();
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [openNumber, setOpenNumber] = useState<number | null>(null);

  const shown = list.plans.filter((plan) => category === 'all' || plan.category === category);
  const current = list.plans.find((plan) => plan.planNumber === list.inProgressPlanNumber);
  const open = list.plans.find((plan) => plan.planNumber === openNumber) ?? null;

  return (
    <>
      <ProgressHeader completed={list.completedCount} total={list.total} />
      {current && (
        <CurrentPlanBanner
          plan={current}
          title={textOf(current).title}
          onOpen={() => setOpenNumber(current.planNumber)}
        />
      )}
      <CategoryChips value={category} onValueChange={setCategory} />
      <p className="-mt-2 text-sm font-semibold text-muted-foreground" aria-live="polite">
        {t('datePlans.planCount', { count: shown.length })}
      </p>
      <PlanList
        plans={shown}
        textOf={textOf}
        inProgressPlanNumber={list.inProgressPlanNumber}
        onOpen={setOpenNumber}
      />
      <PlanDetailDialog
        plan={open}
        text={open && textOf(open)}
        isStartBlocked={
          list.inProgressPlanNumber !== null && list.inProgressPlanNumber !== openNumber
        }
        onClose={() => setOpenNumber(null)}
      />
    </>
  );
}
