// zod/mini: the same rules in a fraction of the bytes, since these schemas ship to the browser.

import { LIMITS } from '@shared/constants';
import * as z from 'zod/mini';
import { noControlCharacters, visibleText } from './text';

// Messages are i18n keys; the es locale holds the product's Spanish texts, the reference.

export const ZEmailSchema = z.pipe(
  z
    .string({ error: 'validation.emailInvalid' })
    .check(
      z.trim(),
      z.maxLength(LIMITS.emailMax, { error: 'validation.emailTooLong' }),
      noControlCharacters('validation.emailInvalid'),
    ),
  z.email({ error: 'validation.emailInvalid' }),
);

/**
 * A password's length as better-auth measures it (UTF-16 code units: an emoji counts 2), so the
 * form, our server check and better-auth's own check are one rule with one message.
 */
export const passwordLength = (password: string) => password.length;

export const ZPasswordSchema = z.string({ error: 'validation.passwordTooShort' }).check(
  z.refine((value) => passwordLength(value) >= LIMITS.passwordMin, {
    error: 'validation.passwordTooShort',
    params: { min: LIMITS.passwordMin },
    abort: true,
  }),
  z.refine((value) => passwordLength(value) <= LIMITS.passwordMax, {
    error: 'validation.passwordTooLong',
  }),
);

export const ZFullNameSchema = z
  .string({ error: 'validation.nameRequired' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'validation.nameRequired' }),
    z.maxLength(LIMITS.nameMax, { error: 'validation.nameTooLong' }),
    noControlCharacters('validation.nameInvalid'),
    visibleText('validation.nameRequired'),
  );

// The object's own error is a key too, so a body that is not an object (null, [1], "x") gets a
// translated message instead of zod's English one. z.extend keeps it.
export const ZSignInSchema = z.object(
  {
    email: ZEmailSchema,
    password: ZPasswordSchema,
  },
  { error: 'errors.invalidInput' },
);
export type TSignIn = z.infer<typeof ZSignInSchema>;

export const ZSignUpSchema = z.extend(ZSignInSchema, {
  fullName: ZFullNameSchema,
});
export type TSignUp = z.infer<typeof ZSignUpSchema>;
