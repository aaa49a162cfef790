import { LIMITS } from '@shared/constants';
import { type TDatePlan, ZSaveDatePlanExperienceSchema } from '@shared/schemas/date-plans';
import { StarRating } from '@web/components/star-rating';
import { Button } from '@web/components/ui/button';
import { DateField } from '@web/components/ui/date-field';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { localToday } from '@web/lib/calendar-dates';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { QUEUED } from '@web/lib/outbox/submit-change';
import { WaitingMark } from '@web/lib/outbox/waiting-mark';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { planTarget } from '../api/date-plans-outbox';
import { useSaveExperience } from '../api/save-experience';

const experienceValuesOf = (plan: TDatePlan) => ({
  experienceDate: plan.completedDate ?? '',
  description: plan.experienceDescription ?? '',
  rating: plan.rating,
});

/** Date, words and stars for a plan; saving it marks the plan completed. */
export function ExperienceForm({ plan }: { plan: TDatePlan }) {
  const { t } = useTranslation();
  const ratingLabelId = useId();
  const save = useSaveExperience(plan.planNumber);
  const today = localToday();
  const form = useZodForm({
    schema: ZSaveDatePlanExperienceSchema,
    initialValues: experienceValuesOf(plan),
    refine: ({ experienceDate }) =>
      experienceDate && experienceDate > today
        ? { field: 'experienceDate', message: 'datePlans.futureDate' }
        : null,
    onSubmit: async (data) => {
      // The server fills what was left empty (the completion date): show what it kept.
      // Kept to send later (offline): what was written stays as the form's saved state.
      const saved = await save.mutateAsync(data);
      form.reset(saved === QUEUED ? form.values : experienceValuesOf(saved));
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
      <FormField label={t('datePlans.date')} {...form.frame('experienceDate')}>
        <DateField max={today} {...form.field('experienceDate')} />
      </FormField>
      <FormField label={t('datePlans.description')} {...form.frame('description')}>
        <Textarea
          placeholder={t('datePlans.descriptionPlaceholder')}
          maxLength={LIMITS.descriptionMax}
          showCount
          {...form.field('description')}
        />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <span id={ratingLabelId} className="text-sm font-semibold">
          {t('datePlans.rating')}
        </span>
        <StarRating aria-labelledby={ratingLabelId} {...form.control('rating')} />
      </div>
      <Button type="submit" variant="secondary" isLoading={form.isSubmitting}>
        {form.isSubmitting ? t('common.saving') : t('datePlans.saveExperience')}
      </Button>
      <WaitingMark target={planTarget(plan.planNumber)} className="justify-center" />
    </form>
  );
}
