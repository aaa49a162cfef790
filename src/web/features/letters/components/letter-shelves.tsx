import { languageOf } from '@shared/constants';
import type { TLetter, TLetters } from '@shared/schemas/letters';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { CountedHeading } from '@web/components/counted-heading';
import { ItemActions } from '@web/components/item-actions';
import { Button } from '@web/components/ui/button';
import { formatInstant, localTimeZone } from '@web/lib/calendar-dates';
import { WaitingMark } from '@web/lib/outbox/waiting-mark';
import { ChevronDown, MailOpen } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteLetter } from '../api/delete-letter';
import { useOpenLetter } from '../api/open-letter';
import { useSealText } from '../seal-text';
import { LetterPaper } from './letter-paper';
import { SealedEnvelope } from './sealed-envelope';

interface ShelfProps {
  letters: TLetters;
}

function Shelf({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <CountedHeading id={id} count={count}>
        {title}
      </CountedHeading>
      <ul className="flex flex-col gap-4">{children}</ul>
    </section>
  );
}

/** "Te esperan": the partner's sealed letters, each opened by the reader's own hand. */
export function WaitingShelf({
  letters,
  onOpened,
}: ShelfProps & { onOpened: (letter: TLetter) => void }) {
  const { t } = useTranslation();
  const { moment } = useSealText();
  const open = useOpenLetter();
  const name = letters.partnerName;
  if (letters.waiting.length === 0) return null;
  const openNow = async (letter: TLetter) => onOpened(await open.mutateAsync(letter.id));
  return (
    <Shelf title={t('letters.waitingTitle')} count={letters.waiting.length}>
      {letters.waiting.map((letter) => (
        <li key={letter.id}>
          <SealedEnvelope
            letter={letter}
            addressLine={t('letters.from', { name })}
            label={t('letters.sealedOf', { name })}
          >
            {letter.canOpen && (
              <ConfirmDialog
                tone="primary"
                trigger={
                  <Button size="sm">
                    <MailOpen aria-hidden="true" />
                    {t('letters.open')}
                  </Button>
                }
                icon={<MailOpen aria-hidden="true" />}
                title={t('letters.openConfirmTitle')}
                description={
                  letter.openWhen
                    ? t('letters.openConfirmDescription', { name, when: moment(letter.openWhen) })
                    : t('letters.openConfirmDated', { name })
                }
                confirmLabel={t('letters.openConfirm')}
                pendingLabel={t('letters.opening')}
                onConfirm={() => openNow(letter)}
              />
            )}
          </SealedEnvelope>
        </li>
      ))}
    </Shelf>
  );
}

/** "Tus cartas selladas": mine, to read again, edit or take back until they are opened. */
export function WrittenShelf({
  letters,
  onEdit,
}: ShelfProps & { onEdit: (letter: TLetter) => void }) {
  const { t } = useTranslation();
  const remove = useDeleteLetter();
  const name = letters.partnerName;
  if (letters.written.length === 0) return null;
  return (
    <Shelf title={t('letters.writtenTitle')} count={letters.written.length}>
      {letters.written.map((letter) => (
        <li key={letter.id}>
          <MySealedLetter
            letter={letter}
            partnerName={name}
            myName={letters.myName}
            actions={
              <ItemActions
                className="ml-auto flex gap-1"
                editLabel={t('letters.edit')}
                deleteLabel={t('letters.delete')}
                confirmTitle={t('letters.deleteTitle')}
                confirmDescription={t('letters.deleteDescription', { name })}
                confirmLabel={t('common.delete')}
                onEdit={() => onEdit(letter)}
                onDelete={() => remove.mutateAsync(letter.id)}
              />
            }
          />
        </li>
      ))}
    </Shelf>
  );
}

function MySealedLetter({
  letter,
  partnerName,
  myName,
  actions,
}: {
  letter: TLetter;
  partnerName: string;
  myName: string;
  actions: React.ReactNode;
}) {
  const { t } = useTranslation();
  const paperId = useId();
  const [isRead, setIsRead] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <SealedEnvelope
        letter={letter}
        addressLine={t('letters.to', { name: partnerName })}
        label={t('letters.sealedFor', { name: partnerName })}
      >
        {letter.content && (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={isRead}
            aria-controls={paperId}
            onClick={() => setIsRead((read) => !read)}
          >
            <ChevronDown
              aria-hidden="true"
              className={isRead ? 'rotate-180 transition-transform' : 'transition-transform'}
            />
            {isRead ? t('letters.fold') : t('letters.read')}
          </Button>
        )}
        {letter.canEdit && actions}
        {/* Sealed in a tunnel: it waits on this phone until the signal returns. */}
        <WaitingMark target={letter.id} className="basis-full" />
      </SealedEnvelope>
      <div id={paperId} hidden={!isRead}>
        {isRead && letter.content && (
          <LetterPaper
            content={letter.content}
            signature={myName}
            heading={
              <p className="text-sm font-bold text-muted-foreground">
                {t('letters.notOpenedYet', { name: partnerName })}
              </p>
            }
          />
        )}
      </div>
    </div>
  );
}

/** "Cartas abiertas": both ways, the last opened first; the one just opened unfolded. */
export function OpenedShelf({ letters, justOpened }: ShelfProps & { justOpened: string | null }) {
  const { t, i18n } = useTranslation();
  const { seal } = useSealText();
  const language = languageOf(i18n.resolvedLanguage);
  const fresh = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (justOpened) fresh.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [justOpened]);
  if (letters.opened.length === 0) return null;
  return (
    <Shelf title={t('letters.openedTitle')} count={letters.opened.length}>
      {letters.opened.map((letter) =>
        letter.content ? (
          <li
            key={letter.id}
            ref={letter.id === justOpened ? fresh : undefined}
            className="animate-float-up scroll-mt-4"
          >
            <LetterPaper
              content={letter.content}
              signature={letter.isMine ? letters.myName : letters.partnerName}
              isFolded={letter.id !== justOpened}
              heading={
                <>
                  <p className="font-script text-2xl leading-tight text-primary">
                    {letter.isMine
                      ? t('letters.to', { name: letters.partnerName })
                      : t('letters.from', { name: letters.partnerName })}
                  </p>
                  {letter.openedAt && (
                    <p className="text-xs font-bold tracking-wide text-muted-foreground uppercase">
                      {t('letters.openedOn', {
                        date: formatInstant(letter.openedAt, language, 'longDate', localTimeZone()),
                      })}
                    </p>
                  )}
                  {letter.openWhen && (
                    <p className="text-sm text-muted-foreground italic">
                      {seal({ ...letter, canOpen: false })}
                    </p>
                  )}
                </>
              }
            />
          </li>
        ) : null,
      )}
    </Shelf>
  );
}
