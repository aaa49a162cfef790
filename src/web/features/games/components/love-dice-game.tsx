import { LOVE_DICE_ACTIVITIES, nextDiceIndex } from '@shared/games/game-content';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Dices } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A random activity of ten; 'Generar otra' never repeats the one showing. */
export function LoveDiceGame() {
  const { t } = useTranslation();
  const [index, setIndex] = useState<number | null>(null);
  const [rolls, setRolls] = useState(0);
  const activity = index === null ? null : LOVE_DICE_ACTIVITIES[index];
  const roll = () => {
    setIndex(nextDiceIndex(index));
    setRolls(rolls + 1);
  };
  return (
    <section className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('games.loveDice.intro')}</p>
      <Card
        className="flex min-h-64 flex-col items-center justify-center gap-4 p-6 text-center"
        aria-live="polite"
      >
        {activity ? (
          <div key={rolls} className="flex animate-float-up flex-col items-center gap-3">
            <span className="text-6xl" aria-hidden="true">
              {activity.emoji}
            </span>
            <p className="text-xl font-bold leading-snug">
              {t(`games.loveDice.items.${activity.id}`)}
            </p>
          </div>
        ) : (
          <>
            <span className="text-6xl" aria-hidden="true">
              🎲
            </span>
            <p className="text-muted-foreground">{t('games.loveDice.ready')}</p>
          </>
        )}
      </Card>
      <Button size="lg" onClick={roll}>
        <Dices aria-hidden="true" />
        {activity ? t('games.loveDice.again') : t('games.loveDice.generate')}
      </Button>
    </section>
  );
}
