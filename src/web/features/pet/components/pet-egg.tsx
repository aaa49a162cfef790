import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Egg } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** No pet yet: an egg waiting to be adopted. */
export function PetEgg() {
  const { t } = useTranslation();
  return (
    <Card className="flex animate-float-up flex-col items-center gap-3 p-8 text-center">
      <span className="grid size-24 animate-bob place-items-center rounded-full bg-primary-soft motion-reduce:animate-none">
        <Egg className="size-12 text-primary" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-extrabold">{t('pet.egg.title')}</h2>
      <p className="text-muted-foreground">{t('pet.egg.message')}</p>
      <Link to="/pet-setup" className={buttonVariants({ size: 'lg', className: 'mt-2' })}>
        {t('pet.egg.cta')}
      </Link>
    </Card>
  );
}
