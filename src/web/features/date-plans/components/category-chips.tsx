import { DATE_PLAN_CATEGORIES, type TDatePlanCategory } from '@shared/domain/date-plans-catalogue';
import { cn } from '@web/lib/cn';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from './category-icon';

export type CategoryFilter = TDatePlanCategory | 'all';

const chipClass = (isSelected: boolean) =>
  cn(
    'inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-bold transition-colors focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/30 [&_svg]:size-4',
    isSelected
      ? 'border-transparent bg-primary text-primary-foreground shadow-glow'
      : 'border-border bg-card/70 text-muted-foreground hover:bg-muted hover:text-foreground',
  );

/** 'Todos' and the seven categories; one is selected. Scrolls sideways on a phone. */
export function CategoryChips({
  value,
  onValueChange,
}: {
  value: CategoryFilter;
  onValueChange: (value: CategoryFilter) => void;
}) {
  const { t } = useTranslation();
  const options: CategoryFilter[] = ['all', ...DATE_PLAN_CATEGORIES];
  return (
    <fieldset className="-mx-5 flex min-w-0 gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:none]">
      <legend className="sr-only">{t('datePlans.filterLabel')}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onValueChange(option)}
          className={chipClass(value === option)}
        >
          {option !== 'all' && <CategoryIcon category={option} />}
          {option === 'all' ? t('datePlans.all') : t(`datePlans.categories.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
