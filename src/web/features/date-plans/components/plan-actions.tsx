import { languageOf } from '@shared/constants';
import type { TDatePlan } from '@shared/schemas/date-plans';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { formatLongDate } from '@web/lib/calendar-dates';
import { CalendarCheck, CircleCheck, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useChangePlanState } from '../api/change-plan-state';
import { StartPlanButton } from './start-plan-button';

interface PlanActionsProps {
  plan: TDatePlan;
  title: string;
  isStartBlocked: boolean;
}

/** What can happen next to a plan: start it, complete it, or take its completion back. */
export function PlanActions({ plan, title, isStartBlocked }: PlanActionsProps) {
  const { t, i18n } = useTranslation();
  const change = useChangePlanState();
  const run = (action: 'complete' | 'toggle') =>
    change.mutate({ planNumber: plan.planNumber, action });

  if (plan.state === 'not-started') {
    return <StartPlanButton plan={plan} title={title} isBlocked={isStartBlocked} look="full" />;
  }
  if (plan.state === 'in-progress') {
    return (
      <Button size="lg" isLoading={change.isPending} onClick={() => run('complete')}>
        {!change.isPending && <CircleCheck aria-hidden="true" />}
        {t('datePlans.complete')}
      </Button>
    );
  }
  const undoButton = (
    <Button
      variant="outline"
      isLoading={change.isPending}
      onClick={plan.rating === null ? () => run('toggle') : undefined}
    >
      {!change.isPending && <Undo2 aria-hidden="true" />}
      {t('datePlans.markNotCompleted')}
    </Button>
  );
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-success/10 p-4">
      {plan.completedDate && (
        <p className="flex items-center gap-2 text-sm font-bold text-success">
          <CalendarCheck className="size-4" aria-hidden="true" />
          {t('datePlans.completedOn', {
            date: formatLongDate(plan.completedDate, languageOf(i18n.resolvedLanguage)),
          })}
        </p>
      )}
      {plan.rating === null ? (
        undoButton
      ) : (
        // Taking the completion back erases the stars: asked first, saying so.
        <ConfirmDialog
          trigger={undoButton}
          title={t('datePlans.markNotCompletedTitle')}
          description={t('datePlans.markNotCompletedDescription', { count: plan.rating })}
          icon={<Undo2 aria-hidden="true" />}
          confirmLabel={t('datePlans.markNotCompleted')}
          onConfirm={() => change.mutateAsync({ planNumber: plan.planNumber, action: 'toggle' })}
        />
      )}
    </div>
  );
}
