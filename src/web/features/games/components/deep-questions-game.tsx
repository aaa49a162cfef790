import { DEEP_QUESTION_IDS } from '@shared/games/game-content';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One deep question at a time, to answer out loud together. */
export function DeepQuestionsGame() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const total = DEEP_QUESTION_IDS.length;
  const question = DEEP_QUESTION_IDS[index] ?? DEEP_QUESTION_IDS[0];
  return (
    <section className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('games.deepQuestions.intro')}</p>
      <Card className="flex min-h-64 flex-col items-center justify-center gap-4 p-6 text-center">
        <span className="text-xs font-semibold uppercase tracking-wide text-primary">
          {t('games.deepQuestions.counter', { current: index + 1, total })}
        </span>
        <p
          key={question}
          className="animate-float-up text-xl font-bold leading-snug"
          aria-live="polite"
        >
          {t(`games.deepQuestions.items.${question}`)}
        </p>
      </Card>
      <div className="flex gap-3">
        <Button
          variant="outline"
          className="flex-1"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          {t('games.deepQuestions.previous')}
        </Button>
        <Button
          className="flex-1"
          disabled={index === total - 1}
          onClick={() => setIndex(index + 1)}
        >
          {t('games.deepQuestions.next')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
