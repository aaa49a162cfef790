import { HeartCrack, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { Card } from './ui/card';

interface LoadErrorCardProps {
  title: string;
  hint?: string;
  onRetry: () => void;
  isRetrying: boolean;
}

/** Something could not load (a toast has said so): what failed, and a way to try again. */
export function LoadErrorCard({ title, hint, onRetry, isRetrying }: LoadErrorCardProps) {
  const { t } = useTranslation();
  return (
    <Card className="flex animate-float-up flex-col items-center gap-3 p-8 text-center">
      <HeartCrack className="size-12 text-primary" aria-hidden="true" />
      <h2 className="text-xl font-extrabold">{title}</h2>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      <Button onClick={onRetry} isLoading={isRetrying} className="mt-2">
        {!isRetrying && <RotateCw aria-hidden="true" />}
        {t('common.retry')}
      </Button>
    </Card>
  );
}
