import { buttonVariants } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ChevronRight, MessageCircleHeart } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTodayQuestion } from '../api/get-today-question';
import { useQuestionText } from '../question-texts';
import { QuestionText } from './question-text';
import { StreakBadge } from './streak-badge';

/**
 * The dashboard's card: today's question, where we are with it, the streak. Nothing if it
 * fails (the screen itself shows the error); the question's words come in a chunk of their own
 * language, never with the dashboard.
 */
export function DailyQuestionSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, isPending } = useTodayQuestion();
  // Starts the reader's question texts loading now, beside today's question, not after it.
  useQuestionText(undefined);
  // Its place is kept while it loads, so the sections below do not jump when it arrives.
  if (isPending) return <Skeleton className="h-52 w-full rounded-2xl" />;
  if (!data) return null;
  const { day } = data;
  const name = data.partnerName || t('dailyQuestion.partnerFallback');
  const status = day.mine
    ? day.partner
      ? t('dailyQuestion.bothAnswered')
      : t('dailyQuestion.waiting', { name })
    : day.hasPartnerAnswered
      ? t('dailyQuestion.partnerAnswered', { name })
      : null;
  const action = day.mine
    ? day.partner
      ? t('dailyQuestion.cardOpen')
      : t('dailyQuestion.cardWaiting')
    : t('dailyQuestion.cardAnswer');

  return (
    <section
      aria-labelledby={titleId}
      className="relative flex animate-float-up flex-col gap-3 overflow-hidden rounded-2xl border border-border/70 bg-gradient-to-br from-primary-soft via-card to-card p-5 shadow-soft"
    >
      <MessageCircleHeart
        className="pointer-events-none absolute -top-3 -right-3 size-24 rotate-12 text-primary/10"
        aria-hidden="true"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id={titleId}
          className="flex items-center gap-2 text-xs font-bold uppercase tracking-widest text-primary"
        >
          <MessageCircleHeart className="size-4" aria-hidden="true" />
          {t('dailyQuestion.title')}
        </h2>
        <StreakBadge streak={data.streak} />
      </div>
      <QuestionText questionId={day.questionId} className="text-xl" />
      {status && <p className="text-sm font-semibold text-muted-foreground">{status}</p>}
      <Link to="/daily-question" className={buttonVariants({ className: 'self-start' })}>
        {action}
        <ChevronRight aria-hidden="true" />
      </Link>
    </section>
  );
}
