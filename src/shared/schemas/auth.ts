import { z } from 'zod';
import { LIMITS } from '../constants';

// Messages are i18n keys; the es locale holds the spec's exact Spanish texts.

export const ZEmailSchema = z
  .string({ error: 'validation.emailInvalid' })
  .trim()
  .max(LIMITS.emailMax, { error: 'validation.emailTooLong' })
  .pipe(z.email({ error: 'validation.emailInvalid' }));

export const ZPasswordSchema = z
  .string({ error: 'validation.passwordTooShort' })
  .min(LIMITS.passwordMin, { error: 'validation.passwordTooShort' })
  .max(LIMITS.passwordMax, { error: 'validation.passwordTooLong' });

export const ZFullNameSchema = z
  .string({ error: 'validation.nameRequired' })
  .trim()
  .min(1, { error: 'validation.nameRequired' })
  .max(LIMITS.nameMax, { error: 'validation.nameTooLong' });

export const ZSignInSchema = z.object({
  email: ZEmailSchema,
  password: ZPasswordSchema,
});
export type TSignIn = z.infer<typeof ZSignInSchema>;

export const ZSignUpSchema = ZSignInSchema.extend({
  fullName: ZFullNameSchema,
});
export type TSignUp = z.infer<typeof ZSignUpSchema>;
