import { languageOf } from '@shared/constants';
import { daysTogether } from '@shared/domain/days-together';
import type { TPartnerProfile, TProfile } from '@shared/schemas/profile';
import { BeatingHeart } from '@web/components/beating-heart';
import { KeptDataNote } from '@web/components/kept-data-note';
import { Badge } from '@web/components/ui/badge';
import { formatLongDate, formatNumber, localToday } from '@web/lib/calendar-dates';
import { firstName } from '@web/lib/names';
import { CalendarHeart, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from './person-avatar';

interface CoupleHeroProps {
  me: TProfile;
  partner: TPartnerProfile;
  startDate: string;
  updatedAt: number;
}

/** The count set large: the translated phrase split around its number ('365' + ' días juntos'). */
function DaysTogether({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  const phrase = t('dashboard.daysTogether', { count });
  const at = phrase.indexOf(String(count));
  const number = formatNumber(count, languageOf(i18n.resolvedLanguage));
  if (at === -1) return <p className="text-2xl font-extrabold">{phrase}</p>;
  return (
    <p className="flex flex-col items-center">
      <span className="sr-only">{phrase}</span>
      <span aria-hidden="true" className="flex items-baseline gap-2">
        {phrase.slice(0, at).trim() && <span className="font-bold">{phrase.slice(0, at)}</span>}
        <span className="bg-gradient-to-br from-primary to-[oklch(0.7_0.16_40)] bg-clip-text text-6xl leading-none font-black tracking-tight text-transparent">
          {number}
        </span>
      </span>
      <span aria-hidden="true" className="mt-1 text-lg font-bold text-foreground/80">
        {phrase.slice(at + String(count).length).trim()}
      </span>
    </p>
  );
}

export function CoupleHero({ me, partner, startDate, updatedAt }: CoupleHeroProps) {
  const { t, i18n } = useTranslation();
  const count = daysTogether(startDate, localToday());
  const since = formatLongDate(startDate, languageOf(i18n.resolvedLanguage));
  return (
    <section
      aria-labelledby="couple-names"
      className="relative animate-float-up overflow-hidden rounded-[2rem] border border-border/70 bg-gradient-to-br from-primary-soft via-card to-accent/25 px-6 pt-7 pb-6 text-center shadow-soft"
    >
      <Heart
        aria-hidden="true"
        className="absolute -top-4 -right-5 size-28 rotate-12 fill-primary/6 text-transparent"
      />
      <Heart
        aria-hidden="true"
        className="absolute -bottom-8 -left-8 size-28 -rotate-12 fill-primary/6 text-transparent"
      />
      <div className="relative flex flex-col items-center gap-4">
        <div className="flex items-center">
          <PersonAvatar name={me.fullName} avatarUrl={me.avatarUrl} size="lg" ring="card" />
          <span className="z-10 -mx-3 grid size-10 place-items-center rounded-full bg-background shadow-soft">
            <BeatingHeart className="size-5 fill-primary text-primary" />
          </span>
          <PersonAvatar
            name={partner.fullName}
            avatarUrl={partner.avatarUrl}
            size="lg"
            ring="card"
            tone="peach"
          />
        </div>
        <div className="flex flex-col items-center gap-2">
          <h1
            id="couple-names"
            className="font-script text-4xl leading-tight font-semibold text-primary"
          >
            {firstName(me.fullName)} <span className="text-foreground/40">&amp;</span>{' '}
            {firstName(partner.fullName)}
          </h1>
          <Badge variant="success" hasDot>
            {t('dashboard.connected')}
          </Badge>
          <KeptDataNote updatedAt={updatedAt} />
        </div>
        <DaysTogether count={count} />
        <p className="flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
          <CalendarHeart className="size-4 text-primary" aria-hidden="true" />
          {t('dashboard.since', { date: since })}
        </p>
      </div>
    </section>
  );
}
