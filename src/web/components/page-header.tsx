import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from './ui/button';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** Where the back button goes; every screen but the dashboard goes back to it. */
  backTo?: string;
  /** The screen's main actions on the right (a "Nuevo" button). */
  actions?: ReactNode;
}

/**
 * Every screen's header: back button, title (the page's one h1) and subtitle, actions. Usage:
 *   <PageHeader title={titleText} subtitle={subtitleText}
 *     actions={<Button size="sm" onClick={openNew}><Plus />{t('common.new')}</Button>} />
 */
export function PageHeader({ title, subtitle, backTo = '/dashboard', actions }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="flex items-center gap-3">
      <Link
        to={backTo}
        aria-label={t('common.back')}
        title={t('common.back')}
        className={buttonVariants({ variant: 'outline', size: 'icon', className: 'shrink-0' })}
      >
        <ArrowLeft aria-hidden="true" />
      </Link>
      <div className="min-w-0 flex-1">
        {/* Wraps (and is a step smaller on the narrowest phones) rather than being cut. */}
        <h1 className="text-2xl font-extrabold leading-tight text-balance [overflow-wrap:anywhere] max-[359px]:text-xl">
          {title}
        </h1>
        {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </header>
  );
}
