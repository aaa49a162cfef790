import { QUIZ_QUESTIONS } from '@shared/games/quiz-questions';
import type { TQuizResponse, TQuizResult } from '@shared/schemas/games';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { Check, RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { quizOptionKey } from './quiz-option-key';

interface QuizResultProps {
  result: TQuizResult;
  mine: TQuizResponse;
  partner: TQuizResponse;
  /** Starts the next round for both partners. */
  onNewRound: () => void;
  isStartingRound: boolean;
}

/** The compatibility: score, tier, and each question with both answers side by side. */
export function QuizResult({
  result,
  mine,
  partner,
  onNewRound,
  isStartingRound,
}: QuizResultProps) {
  const { t } = useTranslation();
  return (
    <section className="flex animate-float-up flex-col gap-4" aria-labelledby="quiz-result-tier">
      <Card className="flex flex-col items-center gap-3 p-6 text-center">
        <div
          className="grid size-32 place-items-center rounded-full p-2"
          style={{ background: `conic-gradient(var(--primary) ${result.score}%, var(--muted) 0)` }}
          aria-hidden="true"
        >
          <div className="grid size-full place-items-center rounded-full bg-background text-3xl font-extrabold text-primary">
            {result.score}%
          </div>
        </div>
        <p className="sr-only">{t('games.quiz.score', { score: result.score })}</p>
        <h2 id="quiz-result-tier" className="font-script text-3xl text-primary">
          {t(`games.quiz.tiers.${result.tier}`)}
        </h2>
        <p className="font-semibold">{t('games.quiz.matches', { count: result.matches })}</p>
        <p className="text-sm text-muted-foreground">{t(`games.quiz.tierHints.${result.tier}`)}</p>
      </Card>
      <ul className="grid gap-2">
        {QUIZ_QUESTIONS.map((question) => {
          const isMatch = result.matchedQuestions.includes(question.id);
          return (
            <li key={question.id}>
              <Card className={cn('flex gap-3 p-4', isMatch && 'border-primary/50')}>
                <span
                  className={cn(
                    'grid size-7 shrink-0 place-items-center rounded-full',
                    isMatch
                      ? 'bg-primary text-primary-foreground'
                      : 'bg-muted text-muted-foreground',
                  )}
                  aria-hidden="true"
                >
                  {isMatch ? <Check className="size-4" /> : <X className="size-4" />}
                </span>
                <div className="min-w-0 text-sm">
                  <p className="font-bold">{t(`games.quiz.questions.${question.id}.prompt`)}</p>
                  <p>
                    <span className="text-muted-foreground">{t('games.quiz.yourAnswer')}: </span>
                    {t(quizOptionKey(question.id, mine.answers[question.id]))}
                  </p>
                  <p>
                    <span className="text-muted-foreground">{t('games.quiz.partnerAnswer')}: </span>
                    {t(quizOptionKey(question.id, partner.answers[question.id]))}
                  </p>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col gap-2">
        <Button
          variant="outline"
          onClick={onNewRound}
          disabled={isStartingRound}
          aria-describedby="quiz-new-round-hint"
        >
          <RotateCcw aria-hidden="true" />
          {t('games.quiz.newRound')}
        </Button>
        <p id="quiz-new-round-hint" className="text-center text-xs text-muted-foreground">
          {t('games.quiz.newRoundHint')}
        </p>
      </div>
    </section>
  );
}
