import type { TDatePlan } from '@shared/schemas/date-plans';
import { NeedsConnection } from '@web/components/needs-connection';
import { Button } from '@web/components/ui/button';
import { notifyError } from '@web/lib/feedback/notify';
import { useOnline } from '@web/lib/online';
import { Play } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePlanState } from '../api/change-plan-state';

interface StartPlanButtonProps {
  plan: Pick<TDatePlan, 'planNumber'>;
  /** The plan's title in the reader's language, for the button's name. */
  title: string;
  /** Another plan is in progress: the button stays focusable but says why it cannot start. */
  isBlocked: boolean;
  /** 'compact': a round icon button for the list; 'full': the dialog's labelled button. */
  look?: 'compact' | 'full';
}

/** The visible sentence, on the plans screen, that says why the list's start buttons are off. */
export const START_BLOCKED_REASON_ID = 'date-plans-start-blocked';

/**
 * Starts a plan. While another plan is in progress it is marked disabled (aria-disabled, so a
 * keyboard or screen-reader user still reaches it and hears why) and pressing it explains.
 */
export function StartPlanButton({
  plan,
  title,
  isBlocked,
  look = 'compact',
}: StartPlanButtonProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const change = useChangePlanState();
  const isOnline = useOnline();
  const start = () => {
    if (isBlocked) return notifyError('datePlans.alreadyInProgress');
    change.mutate({ planNumber: plan.planNumber, action: 'start' });
  };
  const isCompact = look === 'compact';
  return (
    <div className="flex shrink-0 flex-col items-stretch gap-1.5">
      <Button
        size={isCompact ? 'icon' : 'lg'}
        variant={isCompact ? 'secondary' : 'primary'}
        aria-label={isCompact ? t('datePlans.startNamed', { title }) : undefined}
        title={
          isOnline
            ? isCompact
              ? t('datePlans.start')
              : undefined
            : t('connection.needsConnection')
        }
        disabled={!isOnline}
        aria-disabled={isBlocked || undefined}
        aria-describedby={isBlocked ? (isCompact ? START_BLOCKED_REASON_ID : reasonId) : undefined}
        isLoading={change.isPending}
        onClick={start}
      >
        {!change.isPending && <Play aria-hidden="true" />}
        {!isCompact && t('datePlans.start')}
      </Button>
      {!isCompact && <NeedsConnection className="text-center text-sm" />}
      {!isCompact && isBlocked && (
        <span id={reasonId} className="text-center text-sm text-muted-foreground">
          {t('datePlans.alreadyInProgress')}
        </span>
      )}
    </div>
  );
}
