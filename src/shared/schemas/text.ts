import * as z from 'zod/mini';

/**
 * Characters a one-line name, code or title never needs and that can be abused:
 * C0 controls (U+0000-U+001F; PostgreSQL refuses NUL outright), DEL and the C1 controls
 * (U+007F-U+009F), and the bidi embedding, override and isolate characters (U+202A-U+202E,
 * U+2066-U+2069), which can make a name display as something else ("evil\u202Egnp.exe").
 */
const isForbiddenCodePoint = (code: number) =>
  code <= 0x1f ||
  (code >= 0x7f && code <= 0x9f) ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);

// A surrogate without its pair is not text: stored, it silently becomes U+FFFD.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasLoneSurrogate = (value: string) => LONE_SURROGATE.test(value);

export const hasNoControlCharacters = (value: string) => {
  if (hasLoneSurrogate(value)) return false;
  for (const char of value) {
    if (isForbiddenCodePoint(char.codePointAt(0) ?? 0)) return false;
  }
  return true;
};

// Tab, line feed and carriage return are how people write a paragraph.
const isParagraphBreak = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;

/**
 * The multi-line counterpart of `hasNoControlCharacters`: the same characters are refused
 * (C0 and C1 controls, DEL, bidi embedding/override/isolate, lone surrogates) except tab, line
 * feed and carriage return.
 */
export const hasOnlyParagraphCharacters = (value: string) => {
  if (hasLoneSurrogate(value)) return false;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (isForbiddenCodePoint(code) && !isParagraphBreak(code)) return false;
  }
  return true;
};

// Anything but blanks, format characters (zero-width space and joiners, ...), lone combining
// marks and the characters that render as an empty cell (Hangul fillers, the blank braille cell).
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cc}\p{Cf}\p{M}\u115f\u1160\u3164\uffa0\u2800]/u;

export const hasVisibleCharacter = (value: string) => VISIBLE_CHARACTER.test(value);

/** The check for single-line text fields; `error` is the field's own i18n key. */
export const noControlCharacters = (error: string) =>
  z.refine<string>(hasNoControlCharacters, { error, abort: true });

/**
 * The check for multi-line text fields (descriptions, a plan's experience): tab, line feed and
 * carriage return allowed, otherwise as `noControlCharacters`; `error` is the field's own i18n key.
 */
export const paragraphText = (error: string) =>
  z.refine<string>(hasOnlyParagraphCharacters, { error, abort: true });

/**
 * For required text: at least one character a person can see, so a name of zero-width spaces is
 * as empty as a blank one. `error` is the field's "required" key.
 */
export const visibleText = (error: string) =>
  z.refine<string>(hasVisibleCharacter, { error, abort: true });
