import type { TDailyQuestionDay } from '@shared/schemas/daily-questions';
import { Button } from '@web/components/ui/button';
import { WaitingMark } from '@web/lib/outbox/waiting-mark';
import { Heart, LockKeyhole, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerBubble } from './answer-bubble';
import { AnswerForm } from './answer-form';

interface DayAnswersProps {
  day: TDailyQuestionDay;
  partnerName: string;
  /** Today invites an answer at once; a past day only on request. */
  isToday: boolean;
}

/** Where my partner's answer will be: there, but closed until I answer. */
function HiddenAnswer({ partnerName }: { partnerName: string }) {
  const { t } = useTranslation();
  return (
    <figure className="flex max-w-[92%] flex-col gap-1 self-start">
      <figcaption className="px-1 text-xs font-bold uppercase tracking-wide text-muted-foreground">
        {t('dailyQuestion.partnerAnswered', { name: partnerName })}
      </figcaption>
      <p className="flex items-center gap-2 rounded-3xl rounded-bl-md border border-dashed border-primary/50 bg-primary-soft/60 px-4 py-3 text-sm font-semibold text-primary dark:text-foreground">
        <LockKeyhole className="size-4 shrink-0" aria-hidden="true" />
        {t('dailyQuestion.hidden')}
      </p>
    </figure>
  );
}

function Waiting({ partnerName }: { partnerName: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center gap-3 rounded-2xl bg-muted/60 px-4 py-3">
      <Heart
        className="size-6 shrink-0 animate-pulse fill-primary/30 text-primary motion-reduce:animate-none"
        aria-hidden="true"
      />
      <span className="flex flex-col">
        <span className="font-bold">{t('dailyQuestion.waiting', { name: partnerName })}</span>
        <span className="text-sm text-muted-foreground">{t('dailyQuestion.waitingHint')}</span>
      </span>
    </div>
  );
}

/**
 * A day's two answers as each state allows: mine to write (today) or to edit while my partner
 * has not answered; theirs closed until I answer; both side by side once we both have.
 */
export function DayAnswers({ day, partnerName, isToday }: DayAnswersProps) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const [isAnsweringLate, setIsAnsweringLate] = useState(false);
  const { mine, partner } = day;

  if (mine && partner) {
    return (
      <div className="flex animate-float-up flex-col gap-3">
        {/* Announced when it happens today; the history's days are not news. */}
        <p
          className="text-center text-sm font-bold text-primary"
          role={isToday ? 'status' : undefined}
        >
          {t('dailyQuestion.bothAnswered')}
        </p>
        <AnswerBubble author={partnerName} isMine={false}>
          {partner.answer}
        </AnswerBubble>
        <AnswerBubble author={t('dailyQuestion.me')} isMine>
          {mine.answer}
        </AnswerBubble>
      </div>
    );
  }

  if (mine) {
    return (
      <div className="flex flex-col gap-3">
        {isEditing && day.canEdit ? (
          <AnswerForm
            dayId={day.id}
            initialAnswer={mine.answer}
            onDone={() => setIsEditing(false)}
            onCancel={() => setIsEditing(false)}
          />
        ) : (
          <>
            <AnswerBubble author={t('dailyQuestion.me')} isMine>
              {mine.answer}
            </AnswerBubble>
            {/* Written without a signal: it waits on this phone until it can be sent. */}
            <WaitingMark target={day.id} className="self-end px-1" />
            {day.canEdit && (
              <Button
                variant="ghost"
                size="sm"
                className="self-end"
                onClick={() => setIsEditing(true)}
              >
                <Pencil aria-hidden="true" />
                {t('dailyQuestion.edit')}
              </Button>
            )}
          </>
        )}
        {isToday ? (
          <Waiting partnerName={partnerName} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {partnerName}: {t('dailyQuestion.notAnswered')}
          </p>
        )}
      </div>
    );
  }

  // With my partner's answer already waiting above, the field needs no more words.
  const hint = day.hasPartnerAnswered
    ? undefined
    : t('dailyQuestion.hintFirst', { name: partnerName });
  return (
    <div className="flex flex-col gap-3">
      {day.hasPartnerAnswered && <HiddenAnswer partnerName={partnerName} />}
      {isToday || isAnsweringLate ? (
        <AnswerForm
          dayId={day.id}
          hint={hint}
          onCancel={isToday ? undefined : () => setIsAnsweringLate(false)}
        />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">{t('dailyQuestion.notAnswered')}</p>
          <Button variant="secondary" size="sm" onClick={() => setIsAnsweringLate(true)}>
            <Pencil aria-hidden="true" />
            {t('dailyQuestion.answerNow')}
          </Button>
        </div>
      )}
    </div>
  );
}
