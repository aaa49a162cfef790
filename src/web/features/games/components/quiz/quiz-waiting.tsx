import { Card } from '@web/components/ui/card';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** My answers are saved, for good; the result shows by itself when my partner's arrive. */
export function QuizWaiting() {
  const { t } = useTranslation();
  return (
    <Card
      className="flex animate-float-up flex-col items-center gap-4 p-8 text-center"
      role="status"
    >
      <Heart
        className="size-14 animate-pulse fill-primary/30 text-primary motion-reduce:animate-none"
        aria-hidden="true"
      />
      <h2 className="text-lg font-bold">{t('games.quiz.waiting')}</h2>
      <p className="text-sm text-muted-foreground">{t('games.quiz.waitingHint')}</p>
    </Card>
  );
}
