import { DATE_IDEAS } from '@shared/games/game-content';
import { Card } from '@web/components/ui/card';
import { useTranslation } from 'react-i18next';

export function DateIdeasGame() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t('games.dateIdeas.intro')}</p>
      <ul className="grid gap-3">
        {DATE_IDEAS.map(({ id, emoji }) => (
          <li key={id}>
            <Card className="flex items-start gap-4 p-4">
              <span
                className="grid size-12 shrink-0 place-items-center rounded-2xl bg-primary-soft text-2xl"
                aria-hidden="true"
              >
                {emoji}
              </span>
              <div className="min-w-0">
                <h2 className="font-bold">{t(`games.dateIdeas.items.${id}.title`)}</h2>
                <p className="text-sm text-muted-foreground">
                  {t(`games.dateIdeas.items.${id}.description`)}
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
