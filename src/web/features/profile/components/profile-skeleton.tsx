import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useTranslation } from 'react-i18next';

/** The shape of the avatar and the form, so nothing jumps when the profile arrives. */
export function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-5">
      <span className="sr-only">{t('common.loading')}</span>
      <Card className="flex flex-col items-center gap-3 p-6">
        <Skeleton shape="circle" className="size-32" />
        <Skeleton shape="pill" className="mt-1 h-6 w-40" />
        <Skeleton shape="pill" className="h-4 w-52" />
        <Skeleton shape="pill" className="h-3 w-20" />
      </Card>
      <Card className="flex flex-col gap-5 p-5">
        <Skeleton shape="pill" className="h-5 w-44" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton shape="pill" className="h-12 w-full" />
      </Card>
    </div>
  );
}
