import { experienceInLevel } from '@shared/domain/pet';
import type { TPet } from '@shared/schemas/pet';
import { Card } from '@web/components/ui/card';
import { Coins, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PetIllustration } from './pet-illustration';
import { StatBar } from './stat-bar';

/** The pet itself: its picture (mood included), name, level, experience and coins. */
export function PetCard({ pet }: { pet: TPet }) {
  const { t } = useTranslation();
  const mood = t(`pet.moods.${pet.currentMood}`);
  const inLevel = experienceInLevel(pet.experience);
  return (
    <Card className="relative overflow-hidden p-5">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-4 h-64 opacity-70"
        style={{ background: `radial-gradient(closest-side, ${pet.petColor}55, transparent)` }}
      />
      <div className="relative flex items-start justify-between gap-3">
        <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-3 py-1 text-sm font-bold">
          <Star className="size-4 fill-current text-amber-500" aria-hidden="true" />
          {t('pet.level', { level: pet.level })}
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900 dark:bg-amber-400/20 dark:text-amber-100">
          <Coins className="size-4" aria-hidden="true" />
          {t('pet.coins', { count: pet.coins })}
        </span>
      </div>
      <div className="relative mx-auto w-44 text-foreground sm:w-52">
        <PetIllustration
          type={pet.petType}
          color={pet.petColor}
          mood={pet.currentMood}
          label={t('pet.portrait', {
            name: pet.petName,
            type: t(`pet.types.${pet.petType}`),
            mood,
          })}
        />
      </div>
      <div className="relative text-center">
        <h2 className="break-words text-2xl font-extrabold">{pet.petName}</h2>
        <p className="font-semibold text-primary" aria-live="polite">
          {mood}
        </p>
        <p className="text-sm text-muted-foreground">{t(`pet.moodHint.${pet.currentMood}`)}</p>
      </div>
      <div className="relative mt-4">
        <StatBar
          label={t('pet.experience')}
          value={inLevel}
          valueText={t('pet.experienceValue', { value: inLevel })}
          caption={t('pet.experienceValue', { value: inLevel })}
          barClassName="bg-gradient-to-r from-primary to-[oklch(0.66_0.19_25)]"
        />
      </div>
    </Card>
  );
}
