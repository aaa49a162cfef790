import { ChartNoAxesCombined, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function StatsCard() {
  const { t } = useTranslation();
  return (
    <Link
      to="/stats"
      className="group relative flex items-center gap-4 overflow-hidden rounded-2xl bg-gradient-to-r from-primary to-[oklch(0.7_0.16_35)] p-5 text-primary-foreground shadow-glow transition hover:-translate-y-0.5 hover:brightness-105"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white/25">
        <ChartNoAxesCombined className="size-6" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-lg leading-tight font-extrabold">{t('dashboard.statsTitle')}</span>
        <span className="text-sm opacity-85">{t('dashboard.statsDescription')}</span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 transition group-hover:translate-x-0.5"
      />
    </Link>
  );
}
