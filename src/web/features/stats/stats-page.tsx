import type { TStats } from '@shared/schemas/stats';
import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '@web/components/page-header';
import { PageShell } from '@web/components/page-shell';
import { QueryView } from '@web/components/query-view';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatNumber } from '@web/lib/calendar-dates';
import {
  CalendarClock,
  CalendarHeart,
  Camera,
  Heart,
  ListChecks,
  MessageCircleHeart,
  PartyPopper,
  Smile,
  Target,
} from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { statsQueryOptions, useStats } from './api/get-stats';
import { StatTile } from './components/stat-tile';

/** What the screen asks for first: fetched while its code and texts still load (app/router). */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(statsQueryOptions());
}

export default function StatsPage() {
  const { t } = useTranslation();
  const stats = useStats();
  return (
    <PageShell>
      <PageHeader title={t('stats.title')} subtitle={t('stats.subtitle')} />
      <QueryView query={stats} pending={<StatsSkeleton />}>
        {(data) => <StatsContent stats={data} />}
      </QueryView>
    </PageShell>
  );
}

type Tile = Omit<ComponentProps<typeof StatTile>, 'layout'>;

function StatsContent({ stats }: { stats: TStats }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const summary: Tile[] = [
    { icon: Heart, label: t('stats.daysTogether'), value: number(stats.daysTogether) },
    { icon: PartyPopper, label: t('stats.plansCompleted'), value: number(stats.plansCompleted) },
    { icon: Smile, label: t('stats.emotionsThisMonth'), value: number(stats.emotionsThisMonth) },
    {
      icon: CalendarClock,
      label: t('stats.daysUntilNextEvent'),
      value:
        stats.daysUntilNextEvent === null
          ? t('stats.noEvents')
          : // "0 Días hasta el próximo evento" read as a countdown that had run out.
            stats.daysUntilNextEvent === 0
            ? t('stats.nextEventToday')
            : number(stats.daysUntilNextEvent),
    },
  ];
  const details: Tile[] = [
    {
      icon: Camera,
      label: t('stats.memories'),
      value: number(stats.memoriesCount),
      to: '/memories',
    },
    {
      icon: ListChecks,
      label: t('stats.completedGoals'),
      value: number(stats.completedGoals),
      to: '/bucket-list',
    },
    {
      icon: CalendarHeart,
      label: t('stats.upcomingEvents'),
      value: number(stats.upcomingEvents),
      to: '/calendar',
    },
    {
      icon: Target,
      label: t('stats.totalGoals'),
      value: number(stats.totalGoals),
      to: '/date-plans',
      // Goals, yet it opens the date plans (as it always has): the tile says so.
      destination: t('stats.totalGoalsLink'),
    },
    {
      icon: MessageCircleHeart,
      label: t('stats.questionsAnsweredTogether'),
      value: number(stats.questionsAnsweredTogether),
      to: '/daily-question',
    },
  ];
  return (
    <>
      <section aria-labelledby="stats-summary" className="flex flex-col gap-3">
        <h2 id="stats-summary" className="text-lg font-extrabold">
          {t('stats.summary')}
        </h2>
        <div className="grid grid-cols-2 gap-3">
          {summary.map((tile) => (
            <StatTile key={tile.label} layout="stacked" {...tile} />
          ))}
        </div>
      </section>
      <section aria-labelledby="stats-details" className="flex flex-col gap-3">
        <h2 id="stats-details" className="text-lg font-extrabold">
          {t('stats.details')}
        </h2>
        <div className="grid grid-cols-1 gap-3">
          {details.map((tile) => (
            <StatTile key={tile.label} {...tile} />
          ))}
        </div>
      </section>
    </>
  );
}

function StatsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3">
      {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => (
        <Skeleton key={key} shape="card" className="h-20" />
      ))}
    </div>
  );
}
