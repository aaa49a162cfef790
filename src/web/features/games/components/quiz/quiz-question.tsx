import type { TQuizQuestion } from '@shared/games/quiz-questions';
import { NeedsConnection } from '@web/components/needs-connection';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { useOnline } from '@web/lib/online';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { quizOptionKey } from './quiz-option-key';

interface QuizQuestionProps {
  question: TQuizQuestion;
  number: number;
  total: number;
  onAnswer: (option: string) => void;
  isSaving: boolean;
  chosen: string | undefined;
}

/** One question with its four options; choosing one moves on to the next question. */
export function QuizQuestion({
  question,
  number,
  total,
  onAnswer,
  isSaving,
  chosen,
}: QuizQuestionProps) {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Screen-reader and keyboard users land on the new question, not on a button that vanished.
  useEffect(() => {
    if (number > 1) headingRef.current?.focus();
  }, [number]);
  return (
    <Card key={question.id} className="flex animate-float-up flex-col gap-4 p-5">
      <div className="flex flex-col gap-2">
        <span className="text-xs font-semibold uppercase tracking-wide text-primary">
          {t('games.quiz.progress', { current: number, total })}
        </span>
        <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-500"
            style={{ width: `${((number - 1) / total) * 100}%` }}
          />
        </div>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold leading-snug outline-none">
          {t(`games.quiz.questions.${question.id}.prompt`)}
        </h2>
      </div>
      <NeedsConnection />
      <ul className="grid gap-2">
        {question.options.map((option) => {
          const isChosen = chosen === option;
          return (
            <li key={option}>
              <button
                type="button"
                onClick={() => onAnswer(option)}
                aria-disabled={isSaving || undefined}
                disabled={(isSaving && !isChosen) || !isOnline}
                className={cn(
                  'flex w-full items-center justify-between gap-3 rounded-2xl border-2 px-4 py-3 text-left font-semibold transition-all duration-200',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
                  isChosen
                    ? 'border-primary bg-primary-soft'
                    : 'border-border hover:border-primary/50 hover:bg-muted',
                )}
              >
                {t(quizOptionKey(question.id, option))}
                {isSaving && isChosen && (
                  <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {isSaving && (
        <p className="text-center text-sm text-muted-foreground" role="status">
          {t('games.quiz.saving')}
        </p>
      )}
    </Card>
  );
}
