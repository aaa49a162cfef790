import type { TMemoryFilter, TMemorySort } from '@shared/schemas/memories';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { SelectField } from '@web/components/ui/select-field';
import { useTranslation } from 'react-i18next';

interface MemoryFilterBarProps {
  filter: TMemoryFilter;
  sort: TMemorySort;
  onFilterChange: (filter: TMemoryFilter) => void;
  onSortChange: (sort: TMemorySort) => void;
}

/** Which memories (all, with or without a photo) and in which order; the server applies both. */
export function MemoryFilterBar({
  filter,
  sort,
  onFilterChange,
  onSortChange,
}: MemoryFilterBarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SegmentedControl
        label={t('memories.filterLabel')}
        value={filter}
        onValueChange={onFilterChange}
        options={[
          { value: 'all', label: t('memories.filterAll') },
          { value: 'with-image', label: t('memories.filterWithImage') },
          { value: 'no-image', label: t('memories.filterNoImage') },
        ]}
        className="sm:max-w-md sm:flex-1"
      />
      <SelectField
        aria-label={t('memories.sortLabel')}
        value={sort}
        onValueChange={onSortChange}
        options={[
          { value: 'date-desc', label: t('memories.sortDateDesc') },
          { value: 'date-asc', label: t('memories.sortDateAsc') },
          { value: 'title', label: t('memories.sortTitle') },
        ]}
        className="sm:ml-auto sm:w-56"
      />
    </div>
  );
}
