import { localIsoDate } from '@shared/domain/days-together';
import {
  addMonths,
  compareYearMonth,
  formatYearMonth,
  type TYearMonth,
  yearMonthOf,
} from '@shared/domain/emotion-calendar-grid';
import { QueryView } from '@web/components/load-error-card';
import { MonthNav } from '@web/components/month-nav';
import { PageHeader } from '@web/components/page-header';
import { PageShell } from '@web/components/page-shell';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmotionMonth } from './api/get-emotion-month';
import { EmotionMonthGrid } from './components/emotion-month-grid';
import { SelectedDay } from './components/selected-day';

export default function EmotionCalendarPage() {
  const { t, i18n } = useTranslation();
  const today = localIsoDate();
  const currentMonth = yearMonthOf(today);
  const [month, setMonth] = useState<TYearMonth>(currentMonth);
  const [selected, setSelected] = useState<string | null>(today);
  const monthQuery = useEmotionMonth(formatYearMonth(month));
  const isCurrentMonth = compareYearMonth(month, currentMonth) >= 0;
  const monthLabel = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(month.year, month.month - 1, 1))),
    [i18n.language, month],
  );

  const goTo = (delta: number) => {
    const next = addMonths(month, delta);
    if (compareYearMonth(next, currentMonth) > 0) return;
    setMonth(next);
    setSelected(compareYearMonth(next, currentMonth) === 0 ? today : null);
  };

  return (
    <PageShell>
      <PageHeader
        title={t('emotions.calendar.title')}
        subtitle={t('emotions.calendar.subtitle')}
        backTo="/emotion-jar"
      />
      <Card className="flex flex-col gap-3 p-4">
        <MonthNav
          label={monthLabel}
          previousLabel={t('emotions.calendar.previousMonth')}
          nextLabel={t('emotions.calendar.nextMonth')}
          onPrevious={() => goTo(-1)}
          onNext={() => goTo(1)}
          isNextDisabled={isCurrentMonth}
        />
        <QueryView
          query={monthQuery}
          layout="card"
          pending={<Skeleton className="aspect-[7/6] w-full" />}
        >
          {(data) => (
            <EmotionMonthGrid
              month={month}
              days={data.month === formatYearMonth(month) ? data.days : []}
              today={today}
              selected={selected}
              onSelect={setSelected}
            />
          )}
        </QueryView>
        <div className="flex justify-center gap-4 text-xs text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <span className="size-2 rounded-full bg-primary" aria-hidden="true" />
            {t('emotions.calendar.me')}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-2 rounded-full bg-sky-500 dark:bg-sky-400" aria-hidden="true" />
            {t('emotions.calendar.partner')}
          </span>
        </div>
      </Card>
      <SelectedDay date={selected} days={monthQuery.data?.days ?? []} />
    </PageShell>
  );
}
