import type { TDatePlan, TSaveDatePlanExperience } from '@shared/schemas/date-plans';
import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { type ExperienceVars, saveExperienceKind } from './date-plans-outbox';

/** PUT /api/date-plans/:n/experience, or later when offline (date-plans-outbox.ts). */
export function useSaveExperience(planNumber: number) {
  const mutation = useOutboxMutation<ExperienceVars, TDatePlan>(saveExperienceKind, {
    success: 'datePlans.experienceSaved',
    failure: 'datePlans.updateError',
  });
  return {
    ...mutation,
    mutateAsync: (experience: TSaveDatePlanExperience) =>
      mutation.mutateAsync({ planNumber, ...experience }),
  };
}
