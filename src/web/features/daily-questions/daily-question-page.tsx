import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '@web/components/page-header';
import { PageShell } from '@web/components/page-shell';
import { QueryView } from '@web/components/query-view';
import { Skeleton } from '@web/components/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { prefetchTodayQuestion, useTodayQuestion } from './api/get-today-question';
import { QuestionHistory } from './components/question-history';
import { TodayQuestionCard } from './components/today-question-card';

/** What the screen asks for first: fetched while its code and texts still load (app/router). */
export function prefetch(queryClient: QueryClient, language: string) {
  prefetchTodayQuestion(queryClient, language);
}

/** "La pregunta del día": today's question and our answers, then the ones before. */
export default function DailyQuestionPage() {
  const { t } = useTranslation();
  const today = useTodayQuestion();
  return (
    <PageShell>
      <PageHeader title={t('dailyQuestion.title')} subtitle={t('dailyQuestion.subtitle')} />
      <QueryView
        query={today}
        layout="card"
        pending={<Skeleton className="h-72 w-full rounded-2xl" />}
      >
        {(data) => (
          <>
            <TodayQuestionCard today={data} />
            <QuestionHistory partnerName={data.partnerName || t('dailyQuestion.partnerFallback')} />
          </>
        )}
      </QueryView>
    </PageShell>
  );
}
