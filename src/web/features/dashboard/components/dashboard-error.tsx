import { HeartCrack, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** The dashboard could not load at all (the toast has said so): try again. */
export function DashboardError({
  onRetry,
  isRetrying,
}: {
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto grid min-h-dvh w-full max-w-md place-items-center px-5">
      <Card className="flex animate-float-up flex-col items-center gap-3 p-8 text-center">
        <HeartCrack className="size-12 text-primary" aria-hidden="true" />
        <h1 className="text-xl font-extrabold">{t('common.loadError')}</h1>
        <p className="text-sm text-muted-foreground">{t('dashboard.loadErrorHint')}</p>
        <Button onClick={onRetry} isLoading={isRetrying} className="mt-2">
          {!isRetrying && <RotateCw aria-hidden="true" />}
          {t('common.retry')}
        </Button>
      </Card>
    </main>
  );
}
