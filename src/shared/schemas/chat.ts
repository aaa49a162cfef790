import { LIMITS } from '@shared/constants';
import type { TVoiceNote } from '@shared/voice-rules';
import * as z from 'zod/mini';
import { isUuid } from './ids';
import { hasVisibleCharacter, paragraphText, visibleText } from './text';

/**
 * A message's words: trimmed, up to `LIMITS.chatMessageMax` characters of paragraph text with
 * something visible in it. Left out (or empty) when the message is only a photo or a voice note;
 * the service refuses a message with nothing at all ('chat.empty').
 */
const messageText = z.pipe(
  z.optional(
    z.nullable(
      z
        .string({ error: 'chat.textInvalid' })
        .check(
          z.trim(),
          z.maxLength(LIMITS.chatMessageMax, { error: 'chat.textTooLong' }),
          paragraphText('chat.textInvalid'),
        ),
    ),
  ),
  // Words a person cannot see (zero-width spaces...) are no words: with nothing else, nothing
  // to send.
  z.transform((value) => (value && hasVisibleCharacter(value) ? value : null)),
);

const messageId = (error: string) =>
  z.string({ error }).check(z.refine((value) => isUuid(value), { error, abort: true }));

/**
 * A new message, as JSON (words only) or as the fields of a multipart form beside its photo or
 * voice note (so every field is a string). `replyToId` quotes an earlier message of the thread.
 */
export const ZSendChatMessageSchema = z.object(
  {
    text: messageText,
    replyToId: z.pipe(
      z.optional(
        z.nullable(
          z.string({ error: 'chat.replyInvalid' }).check(
            z.refine((value) => value === '' || isUuid(value), {
              error: 'chat.replyInvalid',
              abort: true,
            }),
          ),
        ),
      ),
      z.transform((value) => (value ? value : null)),
    ),
  },
  { error: 'errors.invalidInput' },
);
export type TSendChatMessage = z.output<typeof ZSendChatMessageSchema>;

/** Rewriting one's own message: its words only (a photo or a voice note stays as it was). */
export const ZEditChatMessageSchema = z.strictObject(
  {
    text: z
      .string({ error: 'chat.textRequired' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'chat.textRequired' }),
        z.maxLength(LIMITS.chatMessageMax, { error: 'chat.textTooLong' }),
        paragraphText('chat.textInvalid'),
        visibleText('chat.textRequired'),
      ),
  },
  { error: 'errors.invalidInput' },
);
export type TEditChatMessage = z.output<typeof ZEditChatMessageSchema>;

const cursor = z.optional(
  z
    .string({ error: 'chat.invalidCursor' })
    .check(z.maxLength(200, { error: 'chat.invalidCursor' })),
);

/**
 * A page of the thread: without a cursor, the page that opens the screen (around the caller's
 * last read message); `before` the older page, `after` the newer one (never both).
 */
export const ZChatPageQuerySchema = z
  .object({ before: cursor, after: cursor }, { error: 'errors.invalidInput' })
  .check(
    z.refine((query) => !(query.before && query.after), {
      error: 'chat.invalidCursor',
      abort: true,
    }),
  );
export type TChatPageQuery = z.output<typeof ZChatPageQuerySchema>;

/**
 * How far the caller has the thread: `delivered` (this device received messages up to this one)
 * and `read` (they had the thread open up to it). Marks only move forward.
 */
export const ZChatMarksSchema = z
  .strictObject(
    {
      delivered: z.optional(messageId('errors.invalidInput')),
      read: z.optional(messageId('errors.invalidInput')),
    },
    { error: 'errors.invalidInput' },
  )
  .check(
    z.refine((marks) => Boolean(marks.delivered ?? marks.read), {
      error: 'errors.invalidInput',
      abort: true,
    }),
  );
export type TChatMarksInput = z.output<typeof ZChatMarksSchema>;

/** A message's photo, signed for the viewer, with its two thumbnails. */
export interface TChatImage {
  url: string;
  thumbnailUrl: string;
  largeThumbnailUrl: string;
}

/** What a reply shows of the message it quotes. */
export interface TChatQuote {
  id: string;
  text: string | null;
  hasImage: boolean;
  hasVoice: boolean;
  isMine: boolean;
}

export interface TChatMessage {
  id: string;
  text: string | null;
  image: TChatImage | null;
  /** Its voice note, signed for the viewer (the same as every voice note's). */
  voice: TVoiceNote | null;
  /** The quoted message, while it exists (deleting it leaves the reply without a quote). */
  replyTo: TChatQuote | null;
  /** Null once the author deleted their account (only in an ended couple's archive). */
  createdBy: string | null;
  isMine: boolean;
  createdAt: string;
  /** When its author last rewrote it ("editado"). */
  editedAt: string | null;
  heartedByMe: boolean;
  heartedByPartner: boolean;
}

/**
 * One page of the thread, oldest first. `olderCursor` / `newerCursor` ask for the next page each
 * way (null: the thread's start or its newest message is in this page).
 */
export interface TChatPage {
  items: TChatMessage[];
  olderCursor: string | null;
  newerCursor: string | null;
  /** On the page that opens the screen: the first message the caller has not read, if any. */
  firstUnreadId: string | null;
}

/** The newest message, as the dashboard card and the badge show it. */
export interface TChatPreview {
  id: string;
  /** Its first line, at most `CHAT_PREVIEW_MAX` characters; null for a photo or voice note. */
  text: string | null;
  hasImage: boolean;
  hasVoice: boolean;
  isMine: boolean;
  createdAt: string;
}

export const CHAT_PREVIEW_MAX = 80;

/** `GET /api/chat`: the unread count, the last message and how far each partner has the thread. */
export interface TChatSummary {
  partnerName: string;
  /** The partner's messages after the caller's read mark. */
  unread: number;
  last: TChatPreview | null;
  /** ISO instants: the caller's own read mark, and the partner's delivered and read marks. */
  myReadUpTo: string | null;
  partnerDeliveredUpTo: string | null;
  partnerReadUpTo: string | null;
}
