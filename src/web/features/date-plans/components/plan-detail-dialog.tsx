import type { TDatePlan } from '@shared/schemas/date-plans';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@web/components/ui/sheet';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from './category-icon';
import { ExperienceForm } from './experience-form';
import { PlanActions } from './plan-actions';
import { PlanPhotos } from './plan-photos';
import { PlanStateBadge } from './plan-state-badge';

interface PlanDetailDialogProps {
  /** The plan shown, kept live from the list; null when closed. */
  plan: TDatePlan | null;
  text: { title: string; description: string } | null;
  isStartBlocked: boolean;
  onClose: () => void;
}

/** Everything about one plan: what it is, its state, the experience and the photos. */
export function PlanDetailDialog({ plan, text, isStartBlocked, onClose }: PlanDetailDialogProps) {
  const { t } = useTranslation();
  return (
    <Sheet open={plan !== null} onOpenChange={(open) => open || onClose()}>
      {plan && text && (
        <SheetContent closeLabel={t('common.close')} className="max-h-[92dvh] px-0 sm:max-w-lg">
          <div className="flex min-h-0 flex-col gap-5 overflow-y-auto px-5 pb-2">
            <header className="flex flex-col items-center gap-2 pt-1 text-center">
              <span
                aria-hidden="true"
                className="grid size-20 place-items-center rounded-3xl bg-gradient-to-br from-primary-soft to-accent/40 text-5xl shadow-soft"
              >
                {plan.emoji}
              </span>
              <p className="flex items-center gap-1.5 text-xs font-bold text-muted-foreground">
                <span>{t('datePlans.planNumber', { number: plan.planNumber })}</span>
                <span aria-hidden="true">·</span>
                <CategoryIcon category={plan.category} className="size-3.5" />
                <span>{t(`datePlans.categories.${plan.category}`)}</span>
              </p>
              <SheetTitle className="px-8 text-2xl leading-tight">{text.title}</SheetTitle>
              <PlanStateBadge state={plan.state} />
              <SheetDescription className="text-base">{text.description}</SheetDescription>
            </header>
            <PlanActions plan={plan} title={text.title} isStartBlocked={isStartBlocked} />
            <section
              aria-labelledby={`plan-experience-${plan.planNumber}`}
              className="flex flex-col gap-3 rounded-2xl border border-border/70 bg-card p-4"
            >
              <div>
                <h3 id={`plan-experience-${plan.planNumber}`} className="text-base font-extrabold">
                  {t('datePlans.experience')}
                </h3>
                <p className="text-xs text-muted-foreground">{t('datePlans.experienceHint')}</p>
              </div>
              <ExperienceForm key={plan.planNumber} plan={plan} />
            </section>
            <PlanPhotos planNumber={plan.planNumber} title={text.title} />
          </div>
        </SheetContent>
      )}
    </Sheet>
  );
}
