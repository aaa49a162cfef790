import type { TDatePlan, TSaveDatePlanExperience } from '@shared/schemas/date-plans';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { refreshDatePlans } from './date-plans-keys';

export const saveExperience = (planNumber: number, experience: TSaveDatePlanExperience) =>
  apiFetch<TDatePlan>(`/api/date-plans/${planNumber}/experience`, {
    method: 'PUT',
    json: experience,
  });

export function useSaveExperience(planNumber: number) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: (experience: TSaveDatePlanExperience) => saveExperience(planNumber, experience),
    success: 'datePlans.experienceSaved',
    failure: 'datePlans.updateError',
    onSettled: () => refreshDatePlans(queryClient),
  });
}
