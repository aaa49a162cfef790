import { CloudOff, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** Shown in place of the profile when it could not load; the rest of the page still works. */
export function ProfileLoadError({
  onRetry,
  isRetrying,
}: {
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-center gap-3 p-6 text-center">
      <CloudOff className="size-10 text-primary" aria-hidden="true" />
      <p className="font-semibold">{t('profile.loadError')}</p>
      <Button variant="secondary" onClick={onRetry} isLoading={isRetrying}>
        {!isRetrying && <RotateCw aria-hidden="true" />}
        {t('common.retry')}
      </Button>
    </Card>
  );
}
