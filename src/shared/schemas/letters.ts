import { LIMITS } from '@shared/constants';
import * as z from 'zod/mini';
import { isIsoDate } from './dates';
import { hasVisibleCharacter, noControlCharacters, paragraphText, visibleText } from './text';

/**
 * "Ábrela cuando...": the moments offered with one tap. Stored as their id (`openWhenText`), so
 * each partner reads them in their own language; anything else is the writer's own words.
 */
export const OPEN_WHEN_SUGGESTIONS = ['sad', 'missMe', 'cantSleep', 'laugh'] as const;
export type TOpenWhenSuggestion = (typeof OPEN_WHEN_SUGGESTIONS)[number];

/** What an "ábrela cuando..." letter waits for: one of the suggestions, or the writer's words. */
export type TOpenWhen = { suggestion: TOpenWhenSuggestion } | { text: string };

// A suggestion is stored as its id after a control character, which the one-line text rule
// refuses in what a person types: the two can never be taken for each other.
const SUGGESTION_MARK = '\u0001';

/** The stored `open_when` of a moment. */
export const openWhenText = (openWhen: TOpenWhen): string =>
  'suggestion' in openWhen ? `${SUGGESTION_MARK}${openWhen.suggestion}` : openWhen.text;

/** The moment a stored `open_when` names. */
export function openWhenOf(stored: string): TOpenWhen {
  const id = stored.startsWith(SUGGESTION_MARK) ? stored.slice(SUGGESTION_MARK.length) : null;
  return (OPEN_WHEN_SUGGESTIONS as readonly string[]).includes(id ?? '')
    ? { suggestion: id as TOpenWhenSuggestion }
    : { text: stored };
}

/**
 * An optional form field: '' (left empty) and a missing field are the same, nothing (null).
 * `isValid` judges what was typed, trimmed; `error` is what a refusal says.
 */
const optionalField = (isValid: (value: string) => boolean, error: string, max = 200) =>
  z.pipe(
    z.optional(
      z.string({ error }).check(
        z.trim(),
        z.maxLength(max, { error }),
        z.refine((value) => value === '' || isValid(value), { error, abort: true }),
      ),
    ),
    z.transform((value): string | null => (value ? value : null)),
  );

// A form's multipart body sends line breaks as CRLF: kept as the person typed them, one each.
const body = z.string({ error: 'letters.bodyRequired' }).check(
  z.overwrite((value) => value.replace(/\r\n?/g, '\n')),
  z.trim(),
  z.minLength(1, { error: 'letters.bodyRequired' }),
  z.maxLength(LIMITS.letterMax, { error: 'letters.bodyTooLong' }),
  paragraphText('letters.bodyInvalid'),
  visibleText('letters.bodyRequired'),
);

const opensOn = optionalField(isIsoDate, 'validation.dateFormat');

const openWhenWords = z.pipe(
  z.optional(
    z
      .string({ error: 'letters.openWhenInvalid' })
      .check(
        z.trim(),
        z.maxLength(LIMITS.letterOpenWhenMax, { error: 'letters.openWhenTooLong' }),
        noControlCharacters('letters.openWhenInvalid'),
      ),
  ),
  // Blanks (zero-width spaces too) say nothing: as if left empty.
  z.transform((value): string | null => (value && hasVisibleCharacter(value) ? value : null)),
);

const openWhenSuggestion = optionalField(
  (value) => (OPEN_WHEN_SUGGESTIONS as readonly string[]).includes(value),
  'letters.openWhenInvalid',
);

/**
 * A letter as the form sends it (multipart fields with the photo, so every field a string): the
 * words, and how it is sealed, exactly one of a day (`opensOn`, in the reader's calendar), a
 * suggested moment or the writer's own words for it. That the day is still to come is the
 * server's to check (it needs the day of both partners).
 */
export const ZLetterSchema = z.pipe(
  z
    .object(
      { body, opensOn, openWhen: openWhenWords, openWhenSuggestion },
      { error: 'errors.invalidInput' },
    )
    .check(
      z.refine(
        (letter) =>
          [letter.opensOn, letter.openWhen, letter.openWhenSuggestion].filter(Boolean).length === 1,
        { error: 'letters.sealRequired', path: ['opensOn'] },
      ),
    ),
  z.transform(({ body, opensOn, openWhen, openWhenSuggestion }) => ({
    body,
    opensOn,
    openWhen: (openWhenSuggestion
      ? { suggestion: openWhenSuggestion as TOpenWhenSuggestion }
      : openWhen
        ? { text: openWhen }
        : null) as TOpenWhen | null,
  })),
);
export type TLetterInput = z.output<typeof ZLetterSchema>;
/** What the form holds before parsing. */
export type TLetterFields = z.input<typeof ZLetterSchema>;

/** An edit sends the whole letter again; `removeImage` ('true') drops its photo. */
export const ZUpdateLetterSchema = z.pipe(
  z.object(
    {
      removeImage: z.optional(z.enum(['true', 'false'], { error: 'errors.invalidInput' })),
      removeVoice: z.optional(z.enum(['true', 'false'], { error: 'errors.invalidInput' })),
    },
    { error: 'errors.invalidInput' },
  ),
  z.transform(({ removeImage, removeVoice }) => ({
    removeImage: removeImage === 'true',
    removeVoice: removeVoice === 'true',
  })),
);

/** What a letter holds, once its reader may read it (always for its writer). */
export interface TLetterContent {
  body: string;
  /** Signed for the viewer, like a memory's photo: the image and its two thumbnails. */
  imageUrl: string | null;
  thumbnailUrl: string | null;
  largeThumbnailUrl: string | null;
  /** A voice note: its signed URL and how long it lasts. */
  voice: { url: string; durationMs: number } | null;
}

/**
 * A letter as one partner sees it. Sealed, its reader gets only that it waits, from whom, and
 * when or when-what: `content` and `writtenAt` stay null until they open it.
 */
export interface TLetter {
  id: string;
  /** The caller wrote it (else it is for them). */
  isMine: boolean;
  /** The reader's calendar day it may be opened from, or null for an "ábrela cuando..." letter. */
  opensOn: string | null;
  openWhen: TOpenWhen | null;
  openedAt: string | null;
  /** For the reader of a sealed letter: whether it may be opened now. */
  canOpen: boolean;
  /** For the writer: theirs to read, edit and delete until it is opened. */
  canEdit: boolean;
  writtenAt: string | null;
  content: TLetterContent | null;
}

/** `GET /api/letters`: what waits for the caller, what they wrote and sealed, and the shelf. */
export interface TLetters {
  /** The partner's first name, for "Una carta de Ana". */
  partnerName: string;
  /** The caller's own first name: the signature under the letters they wrote. */
  myName: string;
  /** "El día de nuestro aniversario": the next one after the caller's today. */
  nextAnniversary: string;
  /** Sealed letters for the caller: those that may be opened first, then by day. */
  waiting: TLetter[];
  /** The caller's own sealed letters, not opened yet. */
  written: TLetter[];
  /** Opened letters, both ways, the last opened first: "Cartas abiertas". */
  opened: TLetter[];
}
