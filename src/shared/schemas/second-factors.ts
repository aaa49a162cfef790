// Passkeys, the two-step sign-in and the app lock: the bodies of their endpoints. Apart from
// auth.ts so the sign-in screen's first load carries only what it uses (the code step's).

import { LIMITS } from '@shared/constants';
import * as z from 'zod/mini';
import { ZCurrentPasswordSchema } from './account';
import { noControlCharacters, visibleText } from './text';

export const ZPasskeyNameSchema = z
  .string({ error: 'privacy.passkeys.errors.nameRequired' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'privacy.passkeys.errors.nameRequired' }),
    z.maxLength(LIMITS.passkeyNameMax, { error: 'privacy.passkeys.errors.nameTooLong' }),
    noControlCharacters('privacy.passkeys.errors.nameRequired'),
    visibleText('privacy.passkeys.errors.nameRequired'),
  );

const ZRecordIdSchema = z
  .string({ error: 'errors.invalidInput' })
  .check(z.minLength(1, { error: 'errors.invalidInput' }), z.maxLength(100));

/** A browser's WebAuthn answer: checked by the WebAuthn library; here only its shape. */
const ZWebAuthnResponseSchema = z.looseObject(
  {
    id: z.string({ error: 'errors.invalidInput' }).check(z.minLength(1), z.maxLength(1024)),
    response: z.looseObject({}, { error: 'errors.invalidInput' }),
  },
  { error: 'errors.invalidInput' },
);

export const ZVerifyPasskeyAuthenticationSchema = z.object(
  { response: ZWebAuthnResponseSchema },
  { error: 'errors.invalidInput' },
);

export const ZRenamePasskeySchema = z.object(
  { id: ZRecordIdSchema, name: ZPasskeyNameSchema },
  { error: 'errors.invalidInput' },
);
export type TRenamePasskey = z.infer<typeof ZRenamePasskeySchema>;

export const ZDeletePasskeySchema = z.object(
  { id: ZRecordIdSchema },
  { error: 'errors.invalidInput' },
);

/** What the profile lists of each passkey (better-auth's row without the key material). */
export interface TPasskey {
  id: string;
  name: string | null;
  createdAt: string;
  deviceType: string;
}

/** Six digits from the authenticator app; spaces people type between groups are dropped. */
export const ZTotpCodeSchema = z.pipe(
  z.string({ error: 'privacy.secondStep.errors.codeFormat' }).check(z.maxLength(20)),
  z.pipe(
    z.transform((code: string) => code.replace(/\s+/g, '')),
    z.string().check(z.regex(/^\d{6}$/, { error: 'privacy.secondStep.errors.codeFormat' })),
  ),
);

/**
 * Backup codes are printed in Crockford's base 32, lower case: no i, l, o or u, so no character
 * reads as another. Typed back, case, spaces and dashes do not matter, and the look-alikes read as
 * what they look like (i and l as 1, o as 0). Codes printed before, in mixed case with look-alikes,
 * are compared in this same form (server/auth/backup-codes.ts), so they still work however typed.
 */
export const BACKUP_CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

const LOOK_ALIKES: Record<string, string> = { i: '1', l: '1', o: '0' };

/** `ABCDE 12345`, `abcde12345`, `abcdE-1234S`... as `abcde-12345`; anything else as typed. */
export function canonicalBackupCode(typed: string): string {
  const plain = typed
    .toLowerCase()
    .replace(/[\s-]+/g, '')
    .replace(/[ilo]/g, (letter) => LOOK_ALIKES[letter] ?? letter);
  return /^[0-9a-z]{10}$/.test(plain) ? `${plain.slice(0, 5)}-${plain.slice(5)}` : typed;
}

/** A backup code as printed (`abcde-12345`), in its canonical form. */
export const ZBackupCodeSchema = z.pipe(
  z.string({ error: 'privacy.secondStep.errors.backupFormat' }).check(z.maxLength(40)),
  z.pipe(
    z.transform(canonicalBackupCode),
    z
      .string()
      .check(
        z.regex(/^[0-9a-z]{5}-[0-9a-z]{5}$/, { error: 'privacy.secondStep.errors.backupFormat' }),
      ),
  ),
);

/**
 * A new passkey: a way in that needs no password, so its making asks for the password (and the
 * authenticator's code when the two-step sign-in is on, which only the server knows).
 */
export const ZVerifyPasskeyRegistrationSchema = z.object(
  {
    response: ZWebAuthnResponseSchema,
    name: z.optional(ZPasskeyNameSchema),
    password: ZCurrentPasswordSchema,
    code: z.optional(ZTotpCodeSchema),
  },
  { error: 'errors.invalidInput' },
);

export const ZVerifyTotpSchema = z.object(
  { code: ZTotpCodeSchema, trustDevice: z.optional(z.boolean({ error: 'errors.invalidInput' })) },
  { error: 'errors.invalidInput' },
);
export type TVerifyTotp = z.infer<typeof ZVerifyTotpSchema>;

export const ZVerifyBackupCodeSchema = z.object(
  { code: ZBackupCodeSchema, trustDevice: z.optional(z.boolean({ error: 'errors.invalidInput' })) },
  { error: 'errors.invalidInput' },
);
export type TVerifyBackupCode = z.infer<typeof ZVerifyBackupCodeSchema>;

/** Enabling, disabling, new backup codes: the account's password first. */
export const ZConfirmWithPasswordSchema = z.object(
  { password: ZCurrentPasswordSchema },
  { error: 'errors.invalidInput' },
);
export type TConfirmWithPassword = z.infer<typeof ZConfirmWithPasswordSchema>;

/** `POST /api/auth/two-factor/enable`: the app's secret as a URI (for the QR code) and the codes. */
export interface TTwoFactorEnrolment {
  totpURI: string;
  backupCodes: string[];
}

/** `POST /api/auth/sign-in/email` when the account has a second step. */
export interface TTwoFactorRequired {
  twoFactorRedirect: true;
}

export const APP_LOCK_MINUTES = [0, 1, 5, 15] as const;
export type TAppLockMinutes = (typeof APP_LOCK_MINUTES)[number];

export const ZUnlockWithPasswordSchema = ZConfirmWithPasswordSchema;
export const ZUnlockWithPasskeySchema = ZVerifyPasskeyAuthenticationSchema;
