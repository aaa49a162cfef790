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

/** Something could not load: what failed, and a way to try again. */
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

/** A whole screen that could not load (its data, the session, the couple): the card, centred. */
export function LoadErrorScreen(props: Omit<LoadErrorCardProps, 'title' | 'hint'>) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto grid min-h-dvh w-full max-w-md place-items-center px-5">
      <LoadErrorCard title={t('common.loadError')} hint={t('common.loadErrorHint')} {...props} />
    </main>
  );
}
