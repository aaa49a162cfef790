import { LIMITS } from '@shared/constants';
import * as z from 'zod/mini';
import { noControlCharacters } from './text';

// Tab, line feed and carriage return are how people write a paragraph; the other C0 controls
// and DEL are not text (and PostgreSQL refuses NUL outright).
const hasOnlyParagraphCharacters = (value: string) =>
  ![...value].some((char) => {
    const code = char.charCodeAt(0);
    return (code <= 0x1f && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
  });

/**
 * The title every couple item has (events, goals, memories): trimmed, 1 to 100 characters, one line.
 * `invalidKey` is the feature's message for control characters.
 */
export const titleField = (invalidKey: string) =>
  z
    .string({ error: 'validation.titleRequired' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.titleRequired' }),
      z.maxLength(LIMITS.titleMax, { error: 'validation.titleTooLong' }),
      noControlCharacters(invalidKey),
    );

/** The optional description: missing, null or blank is stored as null; at most 1000. */
export const descriptionField = (invalidKey: string) =>
  z.pipe(
    z.optional(
      z.nullable(
        z
          .string({ error: 'errors.invalidInput' })
          .check(
            z.trim(),
            z.maxLength(LIMITS.descriptionMax, { error: 'validation.descriptionTooLong' }),
            z.refine(hasOnlyParagraphCharacters, { error: invalidKey, abort: true }),
          ),
      ),
    ),
    z.transform((value): string | null => (value ? value : null)),
  );
