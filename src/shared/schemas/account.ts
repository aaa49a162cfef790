// Getting back in: password reset and the signed-in account changes. Apart from auth.ts so the
// sign-in screen's first load does not carry them.

import { LIMITS } from '@shared/constants';
import * as z from 'zod/mini';
import { ZEmailSchema, ZPasswordSchema } from './auth';

export const ZRequestPasswordResetSchema = z.object(
  { email: ZEmailSchema },
  { error: 'errors.invalidInput' },
);
export type TRequestPasswordReset = z.infer<typeof ZRequestPasswordResetSchema>;

/**
 * A new password because the old one may be known to someone: the passkeys (which a password
 * change does not end) go too when the person says so, and only if the change succeeds.
 */
const ZRemovePasskeysSchema = z.boolean({ error: 'errors.invalidInput' });

export const ZResetPasswordSchema = z.object(
  {
    token: z
      .string({ error: 'passwordReset.invalidLink' })
      .check(z.minLength(1, { error: 'passwordReset.invalidLink' }), z.maxLength(200)),
    newPassword: ZPasswordSchema,
    removePasskeys: z.optional(ZRemovePasskeysSchema),
  },
  { error: 'errors.invalidInput' },
);
export type TResetPassword = z.infer<typeof ZResetPasswordSchema>;

/** `GET /api/auth/reset-password/passkeys?token=`: what the reset offers to remove too. */
export interface TResetLinkPasskeys {
  passkeys: Array<{ name: string | null }>;
}

/** The password the signed-in person types to prove it is them; its length is not judged here. */
export const ZCurrentPasswordSchema = z
  .string({ error: 'account.errors.currentPasswordRequired' })
  .check(
    z.minLength(1, { error: 'account.errors.currentPasswordRequired' }),
    z.maxLength(LIMITS.passwordMax, { error: 'account.errors.wrongPassword' }),
  );

export const ZChangePasswordSchema = z.object(
  {
    currentPassword: ZCurrentPasswordSchema,
    newPassword: ZPasswordSchema,
    removePasskeys: z.optional(ZRemovePasskeysSchema),
  },
  { error: 'errors.invalidInput' },
);
export type TChangePassword = z.infer<typeof ZChangePasswordSchema>;

export const ZChangeEmailSchema = z.object(
  { newEmail: ZEmailSchema, password: ZCurrentPasswordSchema },
  { error: 'errors.invalidInput' },
);
export type TChangeEmail = z.infer<typeof ZChangeEmailSchema>;

/** `GET /api/auth/password-reset-mode`: how a forgotten password is reset on this server. */
export interface TPasswordResetMode {
  /** False without SMTP: the operator makes the link (`npm run reset-password`). */
  emailSent: boolean;
}

/** What `POST /api/auth/request-password-reset` answers, whichever email was given. */
export interface TPasswordResetRequested {
  status: true;
  /** False on a server without email: the operator makes the link (`npm run reset-password`). */
  emailSent: boolean;
}

/** What `POST /api/auth/change-email` answers: changed at once, or a link went to the new address. */
export interface TEmailChangeRequested {
  status: true;
  confirmationSent: boolean;
}
