import {
  ZConfirmWithPasswordSchema,
  ZDeletePasskeySchema,
  ZRenamePasskeySchema,
  ZVerifyBackupCodeSchema,
  ZVerifyPasskeyAuthenticationSchema,
  ZVerifyPasskeyRegistrationSchema,
  ZVerifyTotpSchema,
} from '@shared/schemas/second-factors';
import type * as z from 'zod/mini';

/**
 * The passkey and two-step endpoints the web app calls. Not served: the emailed one-time code
 * (`send-otp`, `verify-otp`: no second factor by email, which is where a reset link goes too),
 * `get-totp-uri` (the QR code is shown once, at enrolment) and `generate-totp`.
 */
export const SECOND_FACTOR_ENDPOINTS = [
  'GET /api/auth/passkey/generate-register-options',
  'POST /api/auth/passkey/verify-registration',
  'GET /api/auth/passkey/generate-authenticate-options',
  'POST /api/auth/passkey/verify-authentication',
  'GET /api/auth/passkey/list-user-passkeys',
  'POST /api/auth/passkey/update-passkey',
  'POST /api/auth/passkey/delete-passkey',
  'POST /api/auth/two-factor/enable',
  'POST /api/auth/two-factor/disable',
  'POST /api/auth/two-factor/generate-backup-codes',
  'POST /api/auth/two-factor/verify-totp',
  'POST /api/auth/two-factor/verify-backup-code',
];

/** The code step of a sign-in: counted against the account's limit like a password. */
export const SECOND_STEP_PATHS = new Set([
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/verify-backup-code',
]);

type BodySchema = z.ZodMiniType<Record<string, unknown>>;

export const SECOND_FACTOR_BODIES: Record<string, BodySchema> = {
  '/api/auth/passkey/verify-registration': ZVerifyPasskeyRegistrationSchema,
  '/api/auth/passkey/verify-authentication': ZVerifyPasskeyAuthenticationSchema,
  '/api/auth/passkey/update-passkey': ZRenamePasskeySchema,
  '/api/auth/passkey/delete-passkey': ZDeletePasskeySchema,
  '/api/auth/two-factor/enable': ZConfirmWithPasswordSchema,
  '/api/auth/two-factor/disable': ZConfirmWithPasswordSchema,
  '/api/auth/two-factor/generate-backup-codes': ZConfirmWithPasswordSchema,
  '/api/auth/two-factor/verify-totp': ZVerifyTotpSchema,
  '/api/auth/two-factor/verify-backup-code': ZVerifyBackupCodeSchema,
};
