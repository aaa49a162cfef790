import { PageShell } from '@web/components/page-shell';
import { buttonVariants } from '@web/components/ui/button';
import { HeartCrack } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <PageShell layout="centred">
      <div className="flex animate-float-up flex-col items-center text-center">
        <HeartCrack className="size-16 text-primary" aria-hidden="true" />
        <h1 className="mt-4 text-6xl font-extrabold text-primary">404</h1>
        <p className="mt-3 text-xl text-muted-foreground">{t('notFound.message')}</p>
        <Link to="/" className={buttonVariants({ className: 'mt-8' })}>
          {t('notFound.backHome')}
        </Link>
      </div>
    </PageShell>
  );
}
