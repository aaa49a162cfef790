import type { TDatePlan } from '@shared/schemas/date-plans';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import type { TranslationKey } from '@web/lib/i18n-keys';
import { refreshDatePlans } from './date-plans-keys';

export type PlanStateAction = 'start' | 'complete' | 'toggle';

export const changePlanState = (planNumber: number, action: PlanStateAction) =>
  apiFetch<TDatePlan>(`/api/date-plans/${planNumber}/${action}`, { method: 'POST' });

const SUCCESS_KEYS: Record<PlanStateAction, TranslationKey> = {
  start: 'datePlans.started',
  complete: 'datePlans.completed',
  toggle: 'datePlans.updated',
};

/** Start, complete or toggle a plan; the list, the dashboard and the stats follow. */
export function useChangePlanState() {
  const queryClient = useQueryClient();
  return useAppMutation({
    offline: { needsConnection: 'planState' },
    mutationFn: ({ planNumber, action }: { planNumber: number; action: PlanStateAction }) =>
      changePlanState(planNumber, action),
    success: (_plan, { action }) => SUCCESS_KEYS[action],
    failure: 'datePlans.updateError',
    onSettled: () => refreshDatePlans(queryClient),
  });
}
