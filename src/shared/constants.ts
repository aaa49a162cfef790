/** The product's limits (lengths, sizes, counts), shared by the server's checks and the forms. */
export const LIMITS = {
  titleMax: 100,
  descriptionMax: 1000,
  imageUrlMax: 2000,
  emailMax: 255,
  passwordMin: 6,
  passwordMax: 72,
  nameMax: 100,
  petNameMax: 20,
  memoryImageBytes: 5 * 1024 * 1024,
  avatarBytes: 2 * 1024 * 1024,
  datePlanPhotoBytes: 5 * 1024 * 1024,
  signedUrlSeconds: 3600,
  recentMemories: 5,
  coupleCodeLength: 8,
  /** "Pienso en ti" taps a person may send in a minute: a loving person never meets it. */
  affectionPerMinute: 30,
} as const;

/**
 * Couple codes avoid characters people confuse when reading them: 0/O and 1/I.
 * 32 symbols, so one random byte masked to 5 bits picks a symbol without bias.
 */
export const COUPLE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const LANGUAGES = ['es', 'en', 'fr', 'de', 'it', 'pt'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: TLanguage = 'es';
