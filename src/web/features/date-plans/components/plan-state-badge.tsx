import type { TDatePlanState } from '@shared/schemas/date-plans';
import { Badge } from '@web/components/ui/badge';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function PlanStateBadge({ state }: { state: TDatePlanState }) {
  const { t } = useTranslation();
  if (state === 'in-progress') {
    return (
      <Badge variant="soft" hasDot>
        {t('datePlans.state.inProgress')}
      </Badge>
    );
  }
  if (state === 'completed') {
    return (
      <Badge variant="success">
        <CircleCheck aria-hidden="true" />
        {t('datePlans.state.completed')}
      </Badge>
    );
  }
  return <Badge variant="outline">{t('datePlans.state.notStarted')}</Badge>;
}
