import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useTranslation } from 'react-i18next';
import { useQuestionText } from '../question-texts';

/** The question's words, in a warm serif-like weight; a line of shimmer while its texts load. */
export function QuestionText({
  questionId,
  className,
  as: Tag = 'p',
}: {
  questionId: number;
  className?: string;
  as?: 'p' | 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const text = useQuestionText(questionId);
  if (text === undefined) {
    return (
      <span role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('dailyQuestion.loadingQuestion')}</span>
        <Skeleton className="h-6 w-11/12" />
        <Skeleton className="h-6 w-2/3" />
      </span>
    );
  }
  return <Tag className={cn('text-balance font-extrabold leading-snug', className)}>{text}</Tag>;
}
