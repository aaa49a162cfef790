import { GAME_IDS, type TGameId } from '@shared/games/game-content';
import { toast } from '@web/lib/toast';
import {
  ChevronRight,
  Dices,
  Flame,
  HeartHandshake,
  type LucideIcon,
  MessageCircleHeart,
  Sparkles,
  Wine,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

const GAME_ICONS = {
  quiz: HeartHandshake,
  deepQuestions: MessageCircleHeart,
  dateIdeas: Wine,
  challenges: Flame,
  loveDice: Dices,
  comingSoon: Sparkles,
} as const satisfies Record<TGameId, LucideIcon>;

interface GameCardsProps {
  onOpen: (game: TGameId) => void;
}

/** The six games as cards; the last one only tells that more are coming. */
export function GameCards({ onOpen }: GameCardsProps) {
  const { t } = useTranslation();
  const open = (game: TGameId) => {
    if (game === 'comingSoon')
      toast.info(t('games.comingSoonMessage'), { id: 'games-coming-soon' });
    else onOpen(game);
  };
  return (
    <ul className="grid grid-cols-2 gap-3">
      {GAME_IDS.map((game, index) => {
        const Icon = GAME_ICONS[game];
        return (
          <li key={game} className="animate-float-up" style={{ animationDelay: `${index * 40}ms` }}>
            <button
              type="button"
              onClick={() => open(game)}
              className="group flex h-full w-full flex-col gap-2 rounded-2xl border border-border/70 bg-card p-4 text-left shadow-soft transition-all duration-200 hover:-translate-y-0.5 hover:border-primary/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:scale-[0.98]"
            >
              <span
                className="grid size-12 place-items-center rounded-2xl bg-primary-soft text-primary transition-transform group-hover:scale-110"
                aria-hidden="true"
              >
                <Icon className="size-6" />
              </span>
              <span className="font-bold leading-tight">{t(`games.cards.${game}.title`)}</span>
              <span className="text-xs text-muted-foreground">
                {t(`games.cards.${game}.description`)}
              </span>
              {game !== 'comingSoon' && (
                <span className="mt-auto flex items-center gap-0.5 pt-1 text-xs font-semibold text-primary">
                  {t('games.play')}
                  <ChevronRight className="size-3.5" aria-hidden="true" />
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
