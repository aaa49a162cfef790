import { GAME_IDS, type TGameId } from '@shared/games/game-content';
import { PageHeader } from '@web/components/page-header';
import { PageShell } from '@web/components/page-shell';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChallengesGame } from './components/challenges-game';
import { DateIdeasGame } from './components/date-ideas-game';
import { DeepQuestionsGame } from './components/deep-questions-game';
import { GameCards } from './components/game-cards';
import { LoveDiceGame } from './components/love-dice-game';
import { QuizGame } from './components/quiz/quiz-game';

/** The games that open as a screen; 'comingSoon' only shows its message. */
const PLAYABLE = {
  quiz: QuizGame,
  deepQuestions: DeepQuestionsGame,
  dateIdeas: DateIdeasGame,
  challenges: ChallengesGame,
  loveDice: LoveDiceGame,
} as const satisfies Partial<Record<TGameId, ComponentType>>;

type TPlayableGame = keyof typeof PLAYABLE;

const isPlayable = (value: string | null): value is TPlayableGame =>
  value !== null && value in PLAYABLE && (GAME_IDS as readonly string[]).includes(value);

/**
 * The six game cards; a card opens its game on this same screen (`?game=quiz`), so the back
 * button, and the browser's, return to the cards.
 */
export default function GamesPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const game = searchParams.get('game');
  const Game = isPlayable(game) ? PLAYABLE[game] : null;

  return (
    <PageShell>
      {Game && isPlayable(game) ? (
        <>
          <PageHeader
            title={t(`games.cards.${game}.title`)}
            subtitle={t('games.title')}
            backTo="/games"
          />
          <Game />
        </>
      ) : (
        <>
          <PageHeader title={t('games.title')} subtitle={t('games.subtitle')} />
          <GameCards onOpen={(id) => setSearchParams({ game: id })} />
        </>
      )}
    </PageShell>
  );
}
