import { buttonVariants } from '@web/components/ui/button';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function ProfileHeader() {
  const { t } = useTranslation();
  return (
    <header className="flex items-center gap-3">
      <Link
        to="/dashboard"
        aria-label={t('common.back')}
        title={t('common.back')}
        className={buttonVariants({ variant: 'outline', size: 'icon', className: 'shrink-0' })}
      >
        <ArrowLeft aria-hidden="true" />
      </Link>
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold leading-tight">{t('profile.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('profile.subtitle')}</p>
      </div>
    </header>
  );
}
