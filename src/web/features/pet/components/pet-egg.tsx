import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** No pet yet: an egg waiting to be adopted. */
export function PetEgg() {
  const { t } = useTranslation();
  return (
    <Card className="flex animate-float-up flex-col items-center gap-3 p-8 text-center">
      <span className="grid size-28 place-items-center rounded-full bg-primary-soft">
        <svg
          viewBox="0 0 100 120"
          aria-hidden="true"
          className="h-24 origin-bottom animate-bob motion-reduce:animate-none"
        >
          <ellipse cx={50} cy={112} rx={28} ry={5} fill="currentColor" opacity={0.12} />
          <path
            d="M50 6 C24 6 10 50 10 72 C10 96 28 110 50 110 C72 110 90 96 90 72 C90 50 76 6 50 6 Z"
            fill="#FFF4E6"
            stroke="#F2C6A0"
            strokeWidth={2}
          />
          <circle cx={34} cy={52} r={7} fill="#FFB3C7" />
          <circle cx={64} cy={38} r={5} fill="#C9B6FF" />
          <circle cx={66} cy={76} r={8} fill="#A8E0FF" />
          <circle cx={38} cy={88} r={5} fill="#FFE3A3" />
          {/* A first crack: something inside is about to say hello. */}
          <path
            d="M40 26 L46 34 L42 40 L50 46"
            fill="none"
            stroke="#C98F6B"
            strokeWidth={2.5}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <h2 className="text-xl font-extrabold">{t('pet.egg.title')}</h2>
      <p className="text-muted-foreground">{t('pet.egg.message')}</p>
      <Link to="/pet-setup" className={buttonVariants({ size: 'lg', className: 'mt-2' })}>
        {t('pet.egg.cta')}
      </Link>
    </Card>
  );
}
