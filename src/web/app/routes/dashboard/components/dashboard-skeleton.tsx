import { PageShell } from '@web/components/page-shell';
import { Skeleton } from '@web/components/ui/skeleton';
import { useTranslation } from 'react-i18next';

/** The dashboard's shape while its one request is under way. */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <PageShell width="medium" isBusy>
      <span role="status" className="sr-only">
        {t('common.loading')}
      </span>
      <div className="flex items-center justify-between py-1">
        <Skeleton shape="pill" className="h-9 w-32" />
        <Skeleton shape="circle" className="size-9" />
      </div>
      <Skeleton shape="card" className="h-80 w-full" />
      <div className="flex flex-col gap-3">
        <Skeleton shape="pill" className="h-6 w-40" />
        <Skeleton shape="card" className="h-24 w-full" />
      </div>
      <div className="flex flex-col gap-3">
        <Skeleton shape="pill" className="h-6 w-48" />
        <div className="flex gap-3">
          <Skeleton shape="card" className="aspect-[4/5] w-[44%]" />
          <Skeleton shape="card" className="aspect-[4/5] w-[44%]" />
        </div>
      </div>
    </PageShell>
  );
}
