import { CHALLENGE_IDS } from '@shared/games/game-content';
import { Card } from '@web/components/ui/card';
import { useTranslation } from 'react-i18next';

export function ChallengesGame() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t('games.challenges.intro')}</p>
      <ol className="grid gap-3">
        {CHALLENGE_IDS.map((id, index) => (
          <li key={id}>
            <Card className="flex items-start gap-4 p-4">
              <span
                className="grid size-10 shrink-0 place-items-center rounded-full bg-gradient-to-br from-primary to-[oklch(0.66_0.19_25)] font-extrabold text-primary-foreground"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h2 className="text-xs font-semibold uppercase tracking-wide text-primary">
                  {t('games.challenges.number', { number: index + 1 })}
                </h2>
                <p className="font-semibold">{t(`games.challenges.items.${id}`)}</p>
              </div>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
