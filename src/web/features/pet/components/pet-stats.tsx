import { PET_STATS, type TPetStat } from '@shared/domain/pet';
import type { TPet } from '@shared/schemas/pet';
import { Card } from '@web/components/ui/card';
import { Drumstick, Heart, Smile, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatBar } from './stat-bar';

export const STAT_LOOK = {
  // The stored `hunger` number goes up when the pet is fed: it measures how full the pet is, so
  // its label says that ('Saciedad', 'Fullness'...); "Hambre" rising after a meal read backwards.
  hunger: {
    icon: Drumstick,
    bar: 'bg-gradient-to-r from-amber-400 to-orange-500',
    tint: 'text-orange-500',
  },
  energy: {
    icon: Zap,
    bar: 'bg-gradient-to-r from-sky-400 to-indigo-500',
    tint: 'text-indigo-500 dark:text-indigo-300',
  },
  affection: {
    icon: Heart,
    bar: 'bg-gradient-to-r from-pink-400 to-rose-500',
    tint: 'text-rose-500',
  },
  happiness: {
    icon: Smile,
    bar: 'bg-gradient-to-r from-lime-400 to-emerald-500',
    tint: 'text-emerald-500',
  },
} as const satisfies Record<TPetStat, { icon: unknown; bar: string; tint: string }>;

/** The four stats as bars. */
export function PetStats({ pet }: { pet: TPet }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-4 p-5">
      {PET_STATS.map((stat) => {
        const { icon: Icon, bar, tint } = STAT_LOOK[stat];
        return (
          <StatBar
            key={stat}
            label={t(`pet.stats.${stat}`)}
            value={pet[stat]}
            valueText={t('pet.statValue', { value: pet[stat] })}
            icon={<Icon className={`size-4 ${tint}`} aria-hidden="true" />}
            barClassName={bar}
          />
        );
      })}
    </Card>
  );
}
