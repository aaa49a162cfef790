import { Button } from '@web/components/ui/button';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface MonthNavProps {
  label: string;
  onPrevious: () => void;
  onNext: () => void;
  /** At the current month: the calendar does not go into the future. */
  isNextDisabled: boolean;
}

export function MonthNav({ label, onPrevious, onNext, isNextDisabled }: MonthNavProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-2">
      <Button
        variant="outline"
        size="icon"
        onClick={onPrevious}
        aria-label={t('emotions.calendar.previousMonth')}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <h2 className="text-lg font-bold first-letter:uppercase" aria-live="polite">
        {label}
      </h2>
      <Button
        variant="outline"
        size="icon"
        onClick={onNext}
        disabled={isNextDisabled}
        aria-label={t('emotions.calendar.nextMonth')}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
