import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

function Bone({ className }: { className: string }) {
  return <div className={cn('animate-pulse rounded-full bg-muted', className)} />;
}

/** The shape of the avatar and the form, so nothing jumps when the profile arrives. */
export function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-5">
      <span className="sr-only">{t('common.loading')}</span>
      <Card className="flex flex-col items-center gap-3 p-6">
        <Bone className="size-32" />
        <Bone className="mt-1 h-6 w-40" />
        <Bone className="h-4 w-52" />
        <Bone className="h-3 w-20" />
      </Card>
      <Card className="flex flex-col gap-5 p-5">
        <Bone className="h-5 w-44" />
        <Bone className="h-11 w-full rounded-xl" />
        <Bone className="h-11 w-full rounded-xl" />
        <Bone className="h-12 w-full" />
      </Card>
    </div>
  );
}
