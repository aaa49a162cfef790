import { LIMITS } from '@shared/constants';
import { ZDailyAnswerSchema } from '@shared/schemas/daily-questions';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAnswerQuestion } from '../api/answer-question';

interface AnswerFormProps {
  dayId: string;
  /** The answer being edited; empty for a first answer. */
  initialAnswer?: string;
  /** A line under the field: who sees the answer and when. */
  hint?: string;
  onDone?: () => void;
  onCancel?: () => void;
}

/** My answer in my own words: written first, or rewritten while my partner has not answered. */
export function AnswerForm({ dayId, initialAnswer = '', hint, onDone, onCancel }: AnswerFormProps) {
  const { t } = useTranslation();
  const save = useAnswerQuestion();
  const isEditing = initialAnswer !== '';
  const form = useZodForm({
    schema: ZDailyAnswerSchema,
    initialValues: { answer: initialAnswer },
    onSubmit: async ({ answer }) => {
      await save.mutateAsync({ dayId, answer });
      onDone?.();
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-3">
      <FormField label={t('dailyQuestion.yourAnswer')} hint={hint} {...form.frame('answer')}>
        <Textarea
          placeholder={t('dailyQuestion.placeholder')}
          maxLength={LIMITS.dailyAnswerMax}
          rows={3}
          {...form.field('answer')}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('dailyQuestion.cancel')}
          </Button>
        )}
        <Button type="submit" isLoading={form.isSubmitting}>
          <Send aria-hidden="true" />
          {isEditing ? t('dailyQuestion.save') : t('dailyQuestion.send')}
        </Button>
      </div>
    </form>
  );
}
