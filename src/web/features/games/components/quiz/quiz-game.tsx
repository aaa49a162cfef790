import { QUIZ_QUESTIONS, type TQuizAnswers } from '@shared/games/quiz-questions';
import { type TQuizState, ZQuizAnswersSchema } from '@shared/schemas/games';
import { QueryView } from '@web/components/query-view';
import { Skeleton } from '@web/components/ui/skeleton';
import { useQuiz } from '@web/features/games/api/get-quiz';
import { useSaveQuiz } from '@web/features/games/api/save-quiz';
import { useStartQuizRound } from '@web/features/games/api/start-quiz-round';
import { notifySuccess } from '@web/lib/feedback/notify';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuizQuestion } from './quiz-question';
import { QuizResult } from './quiz-result';
import { QuizWaiting } from './quiz-waiting';

export function QuizGame() {
  const quiz = useQuiz();
  return (
    <QueryView
      query={quiz}
      layout="card"
      pending={<Skeleton className="h-96 w-full rounded-2xl" />}
    >
      {/* A new round (mine or my partner's, live) starts the questions afresh. */}
      {(state) => <QuizFlow key={state.round} state={state} />}
    </QueryView>
  );
}

const resultKey = (state: TQuizState) =>
  state.result && state.mine && state.partner
    ? `${state.mine.createdAt}|${state.partner.createdAt}`
    : null;

/**
 * Answer five questions; the fifth saves them, for good (the server refuses a second answer to
 * the round). Then the compatibility shows at once if the partner has answered, or a waiting card
 * until their answers arrive (the realtime 'games.changed' event refetches the quiz). Once both
 * answered, either partner starts a new round for both.
 */
function QuizFlow({ state }: { state: TQuizState }) {
  const { t } = useTranslation();
  const saveQuiz = useSaveQuiz();
  const startRound = useStartQuizRound();
  const isAnswering = state.mine === null;
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Partial<TQuizAnswers>>({});
  // A result already known when the quiz opened is shown without the toast.
  const announced = useRef(isAnswering ? null : resultKey(state));

  const key = resultKey(state);
  useEffect(() => {
    if (isAnswering || !key || !state.result || announced.current === key) return;
    announced.current = key;
    notifySuccess({ key: 'games.quiz.matches', params: { count: state.result.matches } });
  }, [isAnswering, key, state.result]);

  const question = QUIZ_QUESTIONS[step];
  const answer = (option: string) => {
    if (!question || saveQuiz.isPending) return;
    const next = { ...answers, [question.id]: option };
    setAnswers(next);
    if (step < QUIZ_QUESTIONS.length - 1) {
      setStep(step + 1);
      return;
    }
    const complete = ZQuizAnswersSchema.safeParse(next);
    if (complete.success) saveQuiz.mutate(complete.data);
  };

  if (isAnswering && question) {
    return (
      <section className="flex flex-col gap-4">
        {step === 0 && (
          <div className="flex flex-col gap-1">
            {state.round > 1 && (
              <p className="text-xs font-bold uppercase tracking-wide text-primary">
                {t('games.quiz.roundNumber', { round: state.round })}
              </p>
            )}
            <p className="text-sm text-muted-foreground">
              {t(state.hasPartnerAnswered ? 'games.quiz.partnerDone' : 'games.quiz.intro')}
            </p>
          </div>
        )}
        <QuizQuestion
          question={question}
          number={step + 1}
          total={QUIZ_QUESTIONS.length}
          onAnswer={answer}
          isSaving={saveQuiz.isPending}
          chosen={answers[question.id]}
        />
      </section>
    );
  }
  if (state.result && state.mine && state.partner) {
    return (
      <QuizResult
        result={state.result}
        mine={state.mine}
        partner={state.partner}
        onNewRound={() => startRound.mutate(state.round)}
        isStartingRound={startRound.isPending}
      />
    );
  }
  return <QuizWaiting />;
}
