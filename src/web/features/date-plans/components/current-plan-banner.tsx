import type { TDatePlan } from '@shared/schemas/date-plans';
import { ChevronRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { START_BLOCKED_REASON_ID } from './start-plan-button';

/** Says which plan is in progress (the reason the others cannot start); tapping opens it. */
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
    <section aria-label={t('datePlans.inProgressBanner')} className="animate-float-up">
      <button
        type="button"
        onClick={onOpen}
        className="group flex w-full items-center gap-3 rounded-2xl border border-primary/40 bg-primary-soft/60 p-4 text-left transition hover:bg-primary-soft focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/30"
      >
        <span aria-hidden="true" className="text-3xl">
          {plan.emoji}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-center gap-1 text-xs font-bold text-primary dark:text-foreground">
            <Sparkles className="size-3.5 shrink-0" aria-hidden="true" />
            <span id={START_BLOCKED_REASON_ID}>{t('datePlans.inProgressBanner')}</span>
          </span>
          <span className="font-bold leading-snug">{title}</span>
          <span className="text-xs font-semibold text-muted-foreground">
            {t('datePlans.openCurrent')}
          </span>
        </span>
        <ChevronRight
          aria-hidden="true"
          className="size-5 shrink-0 text-primary transition group-hover:translate-x-0.5"
        />
      </button>
    </section>
  );
}
