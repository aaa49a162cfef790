import type { TDatePlan } from '@shared/schemas/date-plans';
import { StarRatingDisplay } from '@web/components/star-rating';
import { cn } from '@web/lib/cn';
import { Camera } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from './category-icon';
import { PlanStateBadge } from './plan-state-badge';
import { StartPlanButton } from './start-plan-button';

interface PlanRowProps {
  plan: TDatePlan;
  title: string;
  isStartBlocked: boolean;
  /** Its place in the whole list, some of which may not be drawn yet. */
  position: { index: number; of: number };
  onOpen: () => void;
}

/** One plan in the list: opens its detail; a plan not started can be started from here. */
export function PlanRow({ plan, title, isStartBlocked, position, onOpen }: PlanRowProps) {
  const { t } = useTranslation();
  return (
    <li
      aria-posinset={position.index}
      aria-setsize={position.of}
      className={cn(
        'flex items-center gap-3 rounded-2xl border bg-card p-3 shadow-soft transition',
        plan.state === 'in-progress'
          ? 'border-primary/50 ring-2 ring-primary/20'
          : 'border-border/70',
      )}
    >
      <button
        type="button"
        onClick={onOpen}
        // Named by what it shows (number, category, title, state), as a voice user would say it.
        className="flex min-w-0 flex-1 items-center gap-3 rounded-xl text-left focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/30"
      >
        <span
          aria-hidden="true"
          className={cn(
            'grid size-14 shrink-0 place-items-center rounded-2xl text-3xl',
            plan.state === 'completed'
              ? 'bg-success/12'
              : 'bg-gradient-to-br from-primary-soft to-accent/30',
          )}
        >
          {plan.emoji}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex items-center gap-1.5 text-xs font-bold text-muted-foreground">
            <span>#{plan.planNumber}</span>
            <span aria-hidden="true">·</span>
            <CategoryIcon category={plan.category} className="size-3.5" />
            <span className="truncate">{t(`datePlans.categories.${plan.category}`)}</span>
          </span>
          <span className="line-clamp-2 font-bold leading-snug">{title}</span>
          <span className="flex flex-wrap items-center gap-2">
            <PlanStateBadge state={plan.state} />
            {plan.rating !== null && <StarRatingDisplay value={plan.rating} />}
            {plan.photoCount > 0 && (
              <span className="flex items-center gap-1 text-xs font-semibold text-muted-foreground">
                <Camera className="size-3.5" aria-hidden="true" />
                {t('datePlans.photoCount', { count: plan.photoCount })}
              </span>
            )}
          </span>
        </span>
      </button>
      {plan.state === 'not-started' && (
        <StartPlanButton plan={plan} title={title} isBlocked={isStartBlocked} />
      )}
    </li>
  );
}
