import { MonthNav } from '@web/components/month-nav';
import { PageHeader } from '@web/components/page-header';
import { PageShell } from '@web/components/page-shell';
import { QueryView } from '@web/components/query-view';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatMonth, localToday, monthOf, shiftMonth } from '@web/lib/calendar-dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmotionMonth } from './api/get-emotion-month';
import { EmotionMonthGrid } from './components/emotion-month-grid';
import { SelectedDay } from './components/selected-day';
import { MINE_DOT, PARTNER_DOT } from './emotion-dots';

export default function EmotionCalendarPage() {
  const { t, i18n } = useTranslation();
  const today = localToday();
  const currentMonth = monthOf(today);
  const [month, setMonth] = useState(currentMonth);
  const [selected, setSelected] = useState<string | null>(today);
  const monthQuery = useEmotionMonth(month);
  // 'YYYY-MM' strings compare in calendar order.
  const isCurrentMonth = month >= currentMonth;

  const goTo = (delta: number) => {
    const next = shiftMonth(month, delta);
    if (next > currentMonth) return;
    setMonth(next);
    setSelected(next === currentMonth ? today : null);
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
          label={formatMonth(month, i18n.language)}
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
              days={data.month === month ? data.days : []}
              today={today}
              selected={selected}
              onSelect={setSelected}
            />
          )}
        </QueryView>
        <div className="flex justify-center gap-4 text-xs text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <span className={`size-2 rounded-full ${MINE_DOT}`} aria-hidden="true" />
            {t('emotions.calendar.me')}
          </span>
          <span className="flex items-center gap-1.5">
            <span className={`size-2 rounded-full ${PARTNER_DOT}`} aria-hidden="true" />
            {t('emotions.calendar.partner')}
          </span>
        </div>
      </Card>
      <SelectedDay date={selected} days={monthQuery.data?.days ?? []} />
    </PageShell>
  );
}
