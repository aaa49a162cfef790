import { Card } from '@web/components/ui/card';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Completed plans of the 100, as a number and a bar. */
export function ProgressHeader({ completed, total }: { completed: number; total: number }) {
  const { t } = useTranslation();
  const percent = Math.round((completed / total) * 100);
  return (
    <Card className="flex animate-float-up flex-col gap-3 overflow-hidden p-5">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-primary to-[oklch(0.7_0.17_40)] text-primary-foreground shadow-glow"
        >
          <Trophy className="size-7" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-muted-foreground">
            {t('datePlans.progressLabel')}
          </p>
          <p className="text-lg font-extrabold leading-tight">
            {t('datePlans.progress', { completed, total })}
          </p>
        </div>
        <span className="text-2xl font-black text-primary tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('datePlans.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
        aria-valuetext={t('datePlans.progress', { completed, total })}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-primary to-[oklch(0.72_0.16_45)] transition-[width] duration-700"
          style={{ width: `${Math.max(percent, completed > 0 ? 2 : 0)}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground">{t('datePlans.progressHint')}</p>
    </Card>
  );
}
