import type { TChatMessage, TChatSummary } from '@shared/schemas/chat';
import { EmptyState } from '@web/components/empty-state';
import type { LightboxImage } from '@web/components/image-lightbox';
import { Button } from '@web/components/ui/button';
import { localToday } from '@web/lib/calendar-dates';
import { isLocalId } from '@web/lib/outbox/outbox-entry';
import { useOutboxEntries } from '@web/lib/outbox/use-outbox';
import { MessageCircleHeart } from 'lucide-react';
import { Fragment, type RefObject, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dayHeading, dayOf } from '../thread-days';
import { bubbleWords } from './bubble-words';
import type { MessageActionHandlers } from './message-actions';
import { MessageBubble } from './message-bubble';

/** The id the divider above the first unread message carries: the screen opens there. */
export const NEW_MESSAGES_ID = 'chat-new-messages';

interface PageLoader {
  hasMore: boolean;
  isLoading: boolean;
  load: () => void;
}

interface ChatThreadProps {
  messages: TChatMessage[];
  summary: TChatSummary | undefined;
  partnerName: string;
  /** The first unread message when the screen opened: the "Mensajes nuevos" divider's place. */
  firstUnreadId: string | null;
  older: PageLoader;
  newer: PageLoader;
  handlers: MessageActionHandlers;
  onOpenPhoto: (image: LightboxImage) => void;
  /** Told whether the end of the thread is in view (read marks, staying at the bottom). */
  endRef: RefObject<HTMLDivElement | null>;
}

/** Loads a page when its edge comes into view, and says so with a button too (keyboard, SR). */
function EdgeLoader({ loader, label }: { loader: PageLoader; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { hasMore, isLoading, load } = loader;
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && !isLoading) load();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, isLoading, load]);
  if (!hasMore) return null;
  return (
    <div ref={ref} className="flex justify-center py-2">
      <Button variant="ghost" size="sm" onClick={load} isLoading={isLoading}>
        {label}
      </Button>
    </div>
  );
}

/** The photo or words of a stand-in made here are those of a message the server now has. */
const isSameAs = (local: TChatMessage, real: TChatMessage) =>
  real.isMine && local.text === real.text && (local.image === null) === (real.image === null);

/**
 * "Leído" under my last message the partner has read; under my newest one, if not read yet,
 * "Entregado" or "Enviado".
 */
function statusesOf(
  messages: TChatMessage[],
  summary: TChatSummary | undefined,
  words: { read: string; delivered: string; sent: string },
): Map<string, string> {
  const statuses = new Map<string, string>();
  const mine = messages.filter((message) => message.isMine && !isLocalId(message.id));
  const newest = mine.at(-1);
  if (!newest) return statuses;
  const readUpTo = summary?.partnerReadUpTo ?? null;
  const lastRead = readUpTo ? mine.findLast((message) => message.createdAt <= readUpTo) : undefined;
  if (lastRead) statuses.set(lastRead.id, words.read);
  if (newest !== lastRead) {
    const deliveredUpTo = summary?.partnerDeliveredUpTo ?? null;
    const isDelivered = deliveredUpTo !== null && newest.createdAt <= deliveredUpTo;
    statuses.set(newest.id, isDelivered ? words.delivered : words.sent);
  }
  return statuses;
}

/** The conversation, oldest first: days, the new messages' divider, bubbles and their marks. */
export function ChatThread({
  messages,
  summary,
  partnerName,
  firstUnreadId,
  older,
  newer,
  handlers,
  onOpenPhoto,
  endRef,
}: ChatThreadProps) {
  const { t, i18n } = useTranslation();
  const entries = useOutboxEntries();
  const shown = useMemo(() => {
    const waiting = new Set(entries.flatMap((entry) => (entry.target ? [entry.target] : [])));
    const real = messages.filter((message) => !isLocalId(message.id));
    // A stand-in that was sent while the real message arrived another way goes: never twice.
    return messages.filter(
      (message) =>
        !isLocalId(message.id) ||
        waiting.has(message.id) ||
        !real.some((other) => isSameAs(message, other)),
    );
  }, [messages, entries]);
  const statuses = statusesOf(shown, summary, {
    read: t('chat.read'),
    delivered: t('chat.delivered'),
    sent: t('chat.sent'),
  });
  const today = localToday();
  const days = { today: t('chat.today'), yesterday: t('chat.yesterday') };
  const words = useMemo(
    () => bubbleWords(t, partnerName, i18n.language),
    [t, partnerName, i18n.language],
  );

  if (shown.length === 0 && !older.hasMore && !newer.hasMore) {
    return (
      <>
        <EmptyState
          icon={<MessageCircleHeart aria-hidden="true" />}
          title={t('chat.empty')}
          description={t('chat.emptyHint', { name: partnerName })}
          className="mt-6 border-primary/30 bg-gradient-to-b from-card/70 to-primary-soft/40"
        />
        <div ref={endRef} />
      </>
    );
  }

  let day = '';
  return (
    <div className="flex flex-col gap-1">
      <EdgeLoader loader={older} label={t('chat.loadOlder')} />
      <ol aria-label={t('chat.title')} className="flex flex-col gap-2">
        {shown.map((message) => {
          const messageDay = dayOf(message.createdAt);
          const isNewDay = messageDay !== day;
          day = messageDay;
          return (
            <Fragment key={message.id}>
              {isNewDay && (
                <li className="flex justify-center pt-3 pb-1">
                  <span className="rounded-full bg-card/80 px-3 py-1 text-xs font-bold text-muted-foreground shadow-xs">
                    {dayHeading(messageDay, today, i18n.language, days)}
                  </span>
                </li>
              )}
              {message.id === firstUnreadId && (
                <li id={NEW_MESSAGES_ID} className="flex scroll-mt-32 items-center gap-3 py-2">
                  <span className="h-px flex-1 bg-primary/30" />
                  <span className="text-xs font-extrabold text-primary">
                    {t('chat.newMessages')}
                  </span>
                  <span className="h-px flex-1 bg-primary/30" />
                </li>
              )}
              <MessageBubble
                message={message}
                words={words}
                status={statuses.get(message.id) ?? null}
                handlers={handlers}
                onOpenPhoto={onOpenPhoto}
              />
            </Fragment>
          );
        })}
      </ol>
      <EdgeLoader loader={newer} label={t('chat.loadNewer')} />
      <div ref={endRef} className="h-px" />
    </div>
  );
}
