import type { TDailyQuestionToday } from '@shared/schemas/daily-questions';
import { Card } from '@web/components/ui/card';
import { MessageCircleHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DayAnswers } from './day-answers';
import { QuestionText } from './question-text';
import { StreakBadge } from './streak-badge';

/** Today's question, the streak, and our answers as far as they can be seen. */
export function TodayQuestionCard({ today }: { today: TDailyQuestionToday }) {
  const { t } = useTranslation();
  const partnerName = today.partnerName || t('dailyQuestion.partnerFallback');
  return (
    <Card className="relative flex animate-float-up flex-col gap-5 overflow-hidden bg-gradient-to-br from-primary-soft via-card to-card p-5 sm:p-6">
      <MessageCircleHeart
        className="pointer-events-none absolute -top-4 -right-4 size-28 rotate-12 text-primary/10"
        aria-hidden="true"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs font-bold uppercase tracking-widest text-primary">
          {t('dailyQuestion.today')}
        </p>
        <StreakBadge streak={today.streak} />
      </div>
      <QuestionText questionId={today.day.questionId} as="h2" className="text-2xl" />
      <DayAnswers key={today.day.id} day={today.day} partnerName={partnerName} isToday />
      {today.streak > 0 && (
        <p className="text-center text-xs text-muted-foreground">{t('dailyQuestion.streakHint')}</p>
      )}
    </Card>
  );
}
