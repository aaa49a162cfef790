import { languageOf } from '@shared/constants';
import type { TDashboardPlan } from '@shared/schemas/dashboard';
import { Badge } from '@web/components/ui/badge';
import { usePlanTexts } from '@web/features/date-plans/api/get-catalogue-texts';
import { formatLongDate } from '@web/lib/calendar-dates';
import { cn } from '@web/lib/cn';
import { CalendarCheck, ChevronRight, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const MAX_RATING = 5;

function Rating({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('dashboard.rating', { rating })} className="flex gap-0.5">
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars, never reordered.
          key={index}
          aria-hidden="true"
          className={cn(
            'size-3.5',
            index < rating ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  );
}

/** One of the 100 date plans, as the dashboard shows it; opens the plans screen. */
export function PlanCard({
  plan,
  state,
}: {
  plan: TDashboardPlan;
  state: 'current' | 'completed';
}) {
  const { t, i18n } = useTranslation();
  const text = usePlanTexts()(plan);
  return (
    <Link
      to="/date-plans"
      className="group flex items-center gap-4 rounded-2xl border border-border/70 bg-card p-4 shadow-soft transition hover:-translate-y-0.5 hover:shadow-glow"
    >
      <span
        aria-hidden="true"
        className="grid size-14 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-primary-soft to-accent/30 text-3xl"
      >
        {plan.emoji}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-bold text-muted-foreground">
            {t('dashboard.planNumber', { number: plan.planNumber })}
          </span>
          {state === 'current' && (
            <Badge variant="soft" hasDot>
              {t('dashboard.inProgress')}
            </Badge>
          )}
        </span>
        <span className="truncate font-bold">{text.title}</span>
        {state === 'current' && (
          <span className="line-clamp-2 text-sm text-muted-foreground">{text.description}</span>
        )}
        {state === 'completed' && (
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold text-muted-foreground">
            {plan.completedDate && (
              <span className="flex items-center gap-1">
                <CalendarCheck className="size-3.5 text-success" aria-hidden="true" />
                {t('dashboard.completedOn', {
                  date: formatLongDate(plan.completedDate, languageOf(i18n.resolvedLanguage)),
                })}
              </span>
            )}
            {plan.rating !== null && <Rating rating={plan.rating} />}
          </span>
        )}
      </span>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 text-muted-foreground transition group-hover:translate-x-0.5 group-hover:text-primary"
      />
    </Link>
  );
}
