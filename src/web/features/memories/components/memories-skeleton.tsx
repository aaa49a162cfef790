import { Skeleton } from '@web/components/ui/skeleton';
import { useTranslation } from 'react-i18next';

const PLACEHOLDERS = [0, 1, 2, 3, 4, 5];

/** The grid's shape while the first page loads. */
export function MemoriesSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {PLACEHOLDERS.map((index) => (
        <div key={index} className="overflow-hidden rounded-2xl border border-border/70 bg-card">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="flex flex-col gap-2 p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
