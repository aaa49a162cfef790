import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A screen whose feature is still being built: says so honestly and leads back home. */
export function UnderConstructionPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-5 py-6">
      <Link
        to="/dashboard"
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'self-start' })}
      >
        <ArrowLeft aria-hidden="true" />
        {t('common.back')}
      </Link>
      <Card className="mt-10 flex animate-float-up flex-col items-center gap-3 p-8 text-center">
        <Sparkles className="size-10 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{t(titleKey)}</h1>
        <p className="text-muted-foreground">{t('underConstruction.message')}</p>
      </Card>
    </main>
  );
}
