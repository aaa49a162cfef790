import { buttonVariants } from '@web/components/ui/button';
import { ChevronRight, Mail } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLetters } from '../api/get-letters';

/**
 * The dashboard's note that a letter waits: how many, from whom, and whether one may be opened
 * today. Nothing at all when none waits (or while the list loads or fails: the screen says why).
 */
export function LettersWaitingCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const { data } = useLetters();
  if (!data || data.waiting.length === 0) return null;
  const name = data.partnerName;
  const opensToday = data.waiting.some((letter) => letter.canOpen && letter.opensOn !== null);
  return (
    <section
      aria-labelledby={titleId}
      className="relative flex animate-float-up items-center gap-4 overflow-hidden rounded-2xl border border-[oklch(0.86_0.04_40)] bg-[oklch(0.975_0.02_65)] p-4 shadow-soft dark:border-[oklch(0.38_0.04_350)] dark:bg-[oklch(0.27_0.035_350)]"
    >
      <span
        aria-hidden="true"
        className="grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br from-primary to-[oklch(0.45_0.18_10)] text-white shadow-glow"
      >
        <Mail className="size-6" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h2 id={titleId} className="text-xs font-bold tracking-widest text-primary uppercase">
          {t('letters.card.title')}
        </h2>
        <p className="font-bold text-foreground">
          {opensToday
            ? t('letters.card.today', { name })
            : t('letters.card.waiting', { name, count: data.waiting.length })}
        </p>
        {!opensToday && <p className="text-sm text-muted-foreground">{t('letters.card.hint')}</p>}
      </div>
      <Link
        to="/letters"
        aria-label={t('letters.card.action')}
        title={t('letters.card.action')}
        className={buttonVariants({ variant: 'secondary', size: 'icon', className: 'shrink-0' })}
      >
        <ChevronRight aria-hidden="true" />
      </Link>
    </section>
  );
}
