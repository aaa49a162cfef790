import type { ParseKeys } from 'i18next';

/**
 * A message key of the Spanish locale, the reference one (`src/web/types/i18next.d.ts` gives
 * i18next its files' types): `t()`, `<Trans i18nKey>` and every prop or field typed with this
 * reject a key that does not exist, at `tsc`.
 */
export type TranslationKey = ParseKeys;

/**
 * The one place a string is taken for a key without tsc's check: keys that arrive at run time,
 * which are the server's error messages (`ApiError.message`) and the shared schemas' zod
 * messages (`src/shared/schemas`, checked against the Spanish locale by locales.unit.test.ts).
 * Anything written in src/web uses a literal key instead, which tsc checks.
 */
export const runtimeKey = (key: string) => key as TranslationKey;
