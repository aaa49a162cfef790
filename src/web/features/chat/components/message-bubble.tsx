import type { TChatMessage, TChatQuote } from '@shared/schemas/chat';
import type { LightboxImage } from '@web/components/image-lightbox';
import { formatVoiceTime } from '@web/components/voice/voice-format';
import { VoicePlayer } from '@web/components/voice/voice-player';
import { cn } from '@web/lib/cn';
import { WaitingMark } from '@web/lib/outbox/waiting-mark';
import { Heart } from 'lucide-react';
import { memo } from 'react';
import { timeOf } from '../thread-days';
import type { BubbleWords } from './bubble-words';
import { type MessageActionHandlers, MessageActions } from './message-actions';

/** What a reply shows of the message it quotes: who wrote it and its first words. */
export function QuoteBlock({
  quote,
  words,
  isOnMine,
}: {
  quote: TChatQuote;
  words: Pick<
    BubbleWords,
    'you' | 'partnerName' | 'photo' | 'voice' | 'quoteOfMine' | 'quoteOfPartner'
  >;
  /** Drawn inside one of my bubbles (light on the rose) rather than on the page. */
  isOnMine?: boolean;
}) {
  const who = quote.isMine ? words.you : words.partnerName;
  const what = quote.text ?? (quote.hasImage ? `📷 ${words.photo}` : `🎤 ${words.voice}`);
  return (
    <blockquote
      aria-label={quote.isMine ? words.quoteOfMine : words.quoteOfPartner}
      className={cn(
        'rounded-xl border-l-3 px-2.5 py-1.5 text-[0.8rem] leading-snug',
        isOnMine
          ? 'border-primary-foreground/70 bg-primary-foreground/15'
          : 'border-primary bg-primary-soft/60',
      )}
    >
      <p className="font-extrabold">{who}</p>
      <p className="line-clamp-2 break-words opacity-90">{what}</p>
    </blockquote>
  );
}

interface MessageBubbleProps {
  message: TChatMessage;
  words: BubbleWords;
  /** "Leído", "Entregado" or "Enviado" under it, when it is the one that says so. */
  status: string | null;
  handlers: MessageActionHandlers;
  onOpenPhoto: (image: LightboxImage) => void;
}

/**
 * One message: mine on the right in the app's rose, my partner's on the left on a card. Drawn
 * again only when it (or its mark) changes: a live message adds one bubble, not a hundred.
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  words,
  status,
  handlers,
  onOpenPhoto,
}: MessageBubbleProps) {
  const mine = message.isMine;
  const hearts = Number(message.heartedByMe) + Number(message.heartedByPartner);
  const heartLabel =
    hearts === 2
      ? words.heartedByBoth
      : message.heartedByMe
        ? words.heartedByMe
        : words.heartedByPartner;
  const photoAlt = mine ? words.myPhoto : words.partnersPhoto;
  return (
    <li
      data-message-id={message.id}
      className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start', hearts && 'pb-2')}
    >
      <div
        className={cn(
          'flex max-w-[88%] items-center gap-1',
          mine ? 'flex-row-reverse' : 'flex-row',
        )}
      >
        <div
          className={cn(
            'relative min-w-0',
            message.image ? 'w-64 max-w-full' : message.voice && 'w-60 max-w-full',
          )}
        >
          <div
            className={cn(
              'flex flex-col gap-1.5 rounded-[1.4rem] px-3.5 py-2.5 shadow-xs',
              mine
                ? 'rounded-br-md bg-gradient-to-br from-primary to-[oklch(0.6_0.19_22)] text-primary-foreground dark:from-primary/90 dark:to-[oklch(0.62_0.15_20)]'
                : 'rounded-bl-md border border-border/70 bg-card text-foreground',
            )}
          >
            {message.replyTo && (
              <QuoteBlock quote={message.replyTo} words={words} isOnMine={mine} />
            )}
            {message.image && (
              <button
                type="button"
                onClick={() => onOpenPhoto({ src: message.image?.url ?? '', alt: photoAlt })}
                aria-label={words.openPhoto}
                className="-mx-1.5 block overflow-hidden rounded-2xl focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/50"
              >
                <img
                  src={message.image.thumbnailUrl}
                  srcSet={`${message.image.thumbnailUrl} 400w, ${message.image.largeThumbnailUrl} 800w`}
                  sizes="240px"
                  alt={photoAlt}
                  loading="lazy"
                  className="block h-44 w-full bg-primary-soft object-cover"
                />
              </button>
            )}
            {message.voice && (
              <VoicePlayer
                src={message.voice.url}
                durationMs={message.voice.durationMs}
                tone={mine ? 'onPrimary' : 'default'}
                label={words.voiceOf(
                  mine ? words.you : words.partnerName,
                  formatVoiceTime(message.voice.durationMs),
                )}
              />
            )}
            {message.text && (
              <p className="text-[0.97rem] leading-snug whitespace-pre-wrap [overflow-wrap:anywhere]">
                {message.text}
              </p>
            )}
            <p
              className={cn(
                'flex justify-end gap-1 text-[0.7rem] leading-none',
                mine ? 'text-primary-foreground/80' : 'text-muted-foreground',
              )}
            >
              <time dateTime={message.createdAt}>{timeOf(message.createdAt, words.language)}</time>
              {message.editedAt && <span>· {words.edited}</span>}
            </p>
          </div>
          {hearts > 0 && (
            <span
              role="img"
              aria-label={heartLabel}
              className={cn(
                'absolute -bottom-3 flex items-center gap-0.5 rounded-full border border-border/70 bg-background px-1.5 py-0.5 text-[0.7rem] font-bold text-primary shadow-xs',
                mine ? 'left-2' : 'right-2',
              )}
            >
              <Heart aria-hidden="true" className="size-3 fill-current" />
              {hearts > 1 && <span aria-hidden="true">{hearts}</span>}
            </span>
          )}
        </div>
        <MessageActions message={message} handlers={handlers} label={words.actions} />
      </div>
      {mine && <WaitingMark target={message.id} className="px-2" />}
      {status && (
        <p className="px-2 text-[0.72rem] font-semibold text-muted-foreground">{status}</p>
      )}
    </li>
  );
});
