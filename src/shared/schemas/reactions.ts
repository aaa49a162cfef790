import { LIMITS } from '@shared/constants';
import type { TVoiceNote } from '@shared/voice-rules';
import * as z from 'zod/mini';
import { hasVisibleCharacter, paragraphText, visibleText } from './text';

/** What hearts and comments can be on. */
export const REACTION_TARGETS = ['memory', 'photo'] as const;
export type TReactionTarget = (typeof REACTION_TARGETS)[number];

/**
 * A comment: trimmed, 1 to `LIMITS.commentMax` characters, paragraph text (line breaks
 * allowed) with something visible in it, like every description of the app.
 */
export const ZCommentSchema = z.object(
  {
    text: z
      .string({ error: 'reactions.commentRequired' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'reactions.commentRequired' }),
        z.maxLength(LIMITS.commentMax, { error: 'reactions.commentTooLong' }),
        paragraphText('reactions.commentInvalid'),
        visibleText('reactions.commentRequired'),
      ),
  },
  { error: 'errors.invalidInput' },
);
export type TCommentInput = z.output<typeof ZCommentSchema>;

/**
 * A comment sent with a voice note (a multipart form, the note in its `voice` field): its words
 * are optional, and blank words are none. Without a voice note the server asks for words.
 */
export const ZVoiceCommentSchema = z.object(
  {
    text: z.pipe(
      z.optional(
        z
          .string({ error: 'errors.invalidInput' })
          .check(
            z.trim(),
            z.maxLength(LIMITS.commentMax, { error: 'reactions.commentTooLong' }),
            paragraphText('reactions.commentInvalid'),
          ),
      ),
      z.transform((text) => (text && hasVisibleCharacter(text) ? text : null)),
    ),
  },
  { error: 'errors.invalidInput' },
);
export type TVoiceCommentInput = z.output<typeof ZVoiceCommentSchema>;

/** What a card shows: hearts (at most one per partner), whether one is mine, comments. */
export interface TReactionCounts {
  hearts: number;
  hearted: boolean;
  comments: number;
}

export interface TComment {
  id: string;
  /** Null for a comment that is only a voice note. */
  text: string | null;
  /** Its voice note, signed for the reader like a photo. */
  voice: TVoiceNote | null;
  /** The author's user id; null once they deleted their account. */
  createdBy: string | null;
  /** The reader wrote it: only they may edit or delete it. */
  isMine: boolean;
  createdAt: string;
  editedAt: string | null;
}

/** `GET /api/reactions/:target/:id`: the hearts and the whole thread, oldest comment first. */
export interface TReactionThread {
  target: TReactionTarget;
  id: string;
  /** The partner's full name, to sign their comments and hearts. */
  partnerName: string;
  heartedByMe: boolean;
  heartedByPartner: boolean;
  comments: TComment[];
}

export const NO_REACTIONS: TReactionCounts = { hearts: 0, hearted: false, comments: 0 };
