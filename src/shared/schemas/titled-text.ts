import { LIMITS } from '@shared/constants';
import * as z from 'zod/mini';
import { noControlCharacters, paragraphText, visibleText } from './text';

/**
 * The title every couple item has (events, goals, memories): trimmed, 1 to 100 characters, one line,
 * with a visible character (`text.ts`). `invalidKey` is the feature's message for control characters.
 */
export const titleField = (invalidKey: string) =>
  z
    .string({ error: 'validation.titleRequired' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.titleRequired' }),
      z.maxLength(LIMITS.titleMax, { error: 'validation.titleTooLong' }),
      noControlCharacters(invalidKey),
      visibleText('validation.titleRequired'),
    );

/**
 * The optional description: missing, null or blank is stored as null; at most 1000; paragraph
 * text (`text.ts`), refused with `invalidKey`.
 */
export const descriptionField = (invalidKey: string) =>
  z.pipe(
    z.optional(
      z.nullable(
        z
          .string({ error: 'errors.invalidInput' })
          .check(
            z.trim(),
            z.maxLength(LIMITS.descriptionMax, { error: 'validation.descriptionTooLong' }),
            paragraphText(invalidKey),
          ),
      ),
    ),
    z.transform((value): string | null => (value ? value : null)),
  );
