import type { TDatePlan } from '@shared/schemas/date-plans';
import { Button } from '@web/components/ui/button';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Says which plan is in progress (the reason the others cannot start) and opens it. */
export function CurrentPlanBanner({
  plan,
  title,
  onOpen,
}: {
  plan: TDatePlan;
  title: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('datePlans.inProgressBanner')}
      className="flex animate-float-up items-center gap-3 rounded-2xl border border-primary/40 bg-primary-soft/60 p-4"
    >
      <span aria-hidden="true" className="text-3xl">
        {plan.emoji}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1 text-xs font-bold text-primary dark:text-foreground">
          <Sparkles className="size-3.5" aria-hidden="true" />
          {t('datePlans.inProgressBanner')}
        </p>
        <p className="truncate font-bold">{title}</p>
      </div>
      <Button size="sm" onClick={onOpen}>
        {t('datePlans.openCurrent')}
      </Button>
    </section>
  );
}
