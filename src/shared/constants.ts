/** The product's limits (lengths, sizes, counts), shared by the server's checks and the forms. */
export const LIMITS = {
  titleMax: 100,
  descriptionMax: 1000,
  /** A stored photo's URL (`memories.image_url`). */
  imageUrlMax: 2000,
  emailMax: 255,
  passwordMin: 6,
  passwordMax: 72,
  nameMax: 100,
  petNameMax: 20,
  /** A comment on a memory or a photo. */
  commentMax: 500,
  /** The answer to the question of the day. */
  dailyAnswerMax: 1000,
  /** The name a person gives a passkey. */
  passkeyNameMax: 50,
  /** A catalog's emoji (plans, the pet's shop): one grapheme may take several code points. */
  emojiMax: 16,
  /** A catalog item's stable slug (the pet's shop). */
  slugMax: 40,
  /** A colour as `#rrggbb`. */
  colorLength: 7,
  memoryImageBytes: 5 * 1024 * 1024,
  avatarBytes: 2 * 1024 * 1024,
  datePlanPhotoBytes: 5 * 1024 * 1024,
  signedUrlSeconds: 3600,
  recentMemories: 5,
  coupleCodeLength: 8,
  /** "Pienso en ti" taps a person may send in a minute: a loving person never meets it. */
  affectionPerMinute: 30,
  /** A chat message's text. */
  chatMessageMax: 2000,
  /** Chat messages a person may send in a minute: a loving person never meets it, a script does. */
  chatMessagesPerMinute: 60,
  /** Chat history page (the screen opens at the last read message and pages both ways). */
  chatPageSize: 50,
  chatPhotoBytes: 5 * 1024 * 1024,
  /** A sealed letter's text, and what its "ábrela cuando..." says. */
  letterMax: 5000,
  letterOpenWhenMax: 100,
  letterPhotoBytes: 5 * 1024 * 1024,
  /** A voice note (chat, memories, comments, letters): its length and its upload's size. */
  voiceNoteSeconds: 120,
  voiceNoteBytes: 5 * 1024 * 1024,
} as const;

/**
 * Couple codes avoid characters people confuse when reading them: 0/O and 1/I.
 * 32 symbols, so one random byte masked to 5 bits picks a symbol without bias.
 */
export const COUPLE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The one core for languages, on both sides: the app's six, Spanish the reference and the
 * fallback, and the rules that turn what a browser, a cookie or a stored setting says into one.
 */
export const LANGUAGES = ['es', 'en', 'fr', 'de', 'it', 'pt'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: TLanguage = 'es';

/** One of the app's languages, exactly ('es'; not 'es-ES', not 'ES'). */
export const isLanguage = (value: string | null | undefined): value is TLanguage =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

/** The app's language of a language tag ('fr-CH' -> 'fr', 'PT' -> 'pt'), else null. */
export function languageOfTag(tag: string | null | undefined): TLanguage | null {
  const base = tag?.slice(0, 2).toLowerCase();
  return isLanguage(base) ? base : null;
}

/** The app's language of a tag, else the fallback: what to show when there is no better. */
export const languageOf = (tag: string | null | undefined): TLanguage =>
  languageOfTag(tag) ?? FALLBACK_LANGUAGE;

/**
 * The browser's languages from an Accept-Language header, best first ('es-ES,es;q=0.9,en;q=0.8'
 * -> es, es, en), as two-letter codes; a language weighted q=0 is refused, not wanted. Only the
 * first 20 entries are read: the header is client input.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .slice(0, 20)
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { code: tag.slice(0, 2).toLowerCase(), q: Number.isNaN(q) ? 0 : q };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.code);
}

/** The first of the app's languages an Accept-Language header asks for ('fr-CH,fr;q=0.9' -> fr). */
export const languageOfHeader = (header: string | null | undefined): TLanguage | null =>
  acceptedLanguages(header).find(isLanguage) ?? null;
