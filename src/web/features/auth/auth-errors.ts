import { ApiError } from '@web/lib/api-client';

// better-auth's error codes that users meet, mapped to our translated texts. The server already
// answers these keys (auth/auth-errors.ts); a provider answer that slipped through still reads well.
// A taken email is not here: the server answers it without saying so (auth.errors.signUpUnavailable).
const PROVIDER_CODES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth.errors.invalidCredentials',
  EMAIL_NOT_VERIFIED: 'auth.errors.emailNotVerified',
};

/**
 * better-auth fails in English with a code; a code we know becomes our own message key, so the
 * one failure toast translates it. Others keep the provider's text (else the auth.error key).
 * A 401 here is a wrong password, not a session that ended: it must not reach the query
 * client's one 401 handler, nor be silenced as one, so it travels as a 400.
 */
export function toAuthError(error: unknown): never {
  if (!(error instanceof ApiError)) throw error;
  const key = PROVIDER_CODES[error.code];
  const status = error.status === 401 ? 400 : error.status;
  if (key) throw new ApiError(status, error.code, key);
  if (status === error.status) throw error;
  const { code, message, params, field, isTranslationKey } = error;
  throw new ApiError(status, code, message, params, field, isTranslationKey);
}
