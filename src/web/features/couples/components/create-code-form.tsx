import { type TCouple, ZCreateCoupleSchema } from '@shared/schemas/couple';
import { Button } from '@web/components/ui/button';
import { DateField } from '@web/components/ui/date-field';
import { FormField } from '@web/components/ui/form-field';
import { localToday } from '@web/lib/calendar-dates';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { useTranslation } from 'react-i18next';
import { useCreateCouple } from '../api/create-couple';

/**
 * Creating the couple's code: the day the story began, then a code to share. `onCreated` lets
 * the screen showing the form switch to the waiting card at once.
 */
export function CreateCodeForm({ onCreated }: { onCreated?: (couple: TCouple) => void }) {
  const { t } = useTranslation();
  const createCouple = useCreateCouple({ onCreated: ({ couple }) => onCreated?.(couple) });
  const today = localToday();
  const form = useZodForm({
    schema: ZCreateCoupleSchema,
    initialValues: { relationshipStartDate: '' },
    // "Not after today" by this person's own calendar, which the schema cannot know.
    refine: ({ relationshipStartDate }) =>
      relationshipStartDate > today
        ? { field: 'relationshipStartDate', message: 'couple.dateInFuture' }
        : null,
    onSubmit: (data) => createCouple.mutateAsync(data),
    // This form's problems show as toasts (it has one field, the start date).
    errorDisplay: 'toast',
  });

  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
      <FormField label={t('couple.startDate')} {...form.frame('relationshipStartDate')}>
        <DateField {...form.field('relationshipStartDate')} max={today} />
      </FormField>
      <Button type="submit" size="lg" isLoading={form.isSubmitting} className="w-full">
        {t('couple.createButton')}
      </Button>
    </form>
  );
}
