import { EmptyState } from '@web/components/empty-state';
import { QueryView } from '@web/components/query-view';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDay } from '@web/lib/calendar-dates';
import { BookHeart } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuestionHistory } from '../api/get-question-history';
import { DayAnswers } from './day-answers';
import { QuestionText } from './question-text';

/** The past days, newest first, a page at a time. */
export function QuestionHistory({ partnerName }: { partnerName: string }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const history = useQuestionHistory();
  const formatDate = (date: string) => formatDay(date, i18n.language, 'weekdayDayMonth');

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-extrabold">
        <BookHeart className="size-5 text-primary" aria-hidden="true" />
        {t('dailyQuestion.historyTitle')}
      </h2>
      <QueryView
        query={history}
        layout="card"
        messageKey="dailyQuestion.historyError"
        pending={<Skeleton className="h-40 w-full rounded-2xl" />}
      >
        {(data) => {
          const days = data.pages.flatMap((page) => page.days);
          if (days.length === 0) {
            return (
              <EmptyState
                icon={<BookHeart aria-hidden="true" />}
                title={t('dailyQuestion.historyEmpty')}
              />
            );
          }
          return (
            <>
              <ol className="flex flex-col gap-3">
                {days.map((day) => (
                  <li
                    key={day.id}
                    className="flex flex-col gap-3 rounded-2xl border border-border/70 bg-card p-4 shadow-soft"
                  >
                    <p className="text-xs font-bold uppercase tracking-wide text-muted-foreground">
                      {formatDate(day.date)}
                    </p>
                    <QuestionText questionId={day.questionId} as="h3" className="text-lg" />
                    <DayAnswers day={day} partnerName={partnerName} isToday={false} />
                  </li>
                ))}
              </ol>
              {history.hasNextPage && (
                <Button
                  variant="outline"
                  className="self-center"
                  isLoading={history.isFetchingNextPage}
                  onClick={() => void history.fetchNextPage()}
                >
                  {t('dailyQuestion.loadMore')}
                </Button>
              )}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
