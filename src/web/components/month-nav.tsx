import { Button } from '@web/components/ui/button';
import { ChevronLeft, ChevronRight } from 'lucide-react';

interface MonthNavProps {
  /** The month shown, already formatted for the reader's language. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
  /** For calendars that do not go into the future: set at the current month. */
  isNextDisabled?: boolean;
}

/** A calendar's header: previous month, the month's name (announced on change), next month. */
export function MonthNav({
  label,
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
  isNextDisabled = false,
}: MonthNavProps) {
  return (
    <div className="flex items-center justify-between gap-2">
      <Button variant="outline" size="icon" onClick={onPrevious} aria-label={previousLabel}>
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
        aria-label={nextLabel}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
