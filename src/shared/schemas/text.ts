import * as z from 'zod/mini';

// C0 controls (U+0000-U+001F) and DEL (U+007F). PostgreSQL refuses NUL in text outright (a 500
// before this check) and the others have no business in a one-line name, code or title.
const isControlCharacter = (char: string) => {
  const code = char.charCodeAt(0);
  return code <= 0x1f || code === 0x7f;
};

export const hasNoControlCharacters = (value: string) =>
  ![...value].some((char) => isControlCharacter(char));

/** The check for single-line text fields; `error` is the field's own i18n key. */
export const noControlCharacters = (error: string) =>
  z.refine<string>(hasNoControlCharacters, { error, abort: true });
