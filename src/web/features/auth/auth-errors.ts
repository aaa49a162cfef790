import { ApiError } from '@web/lib/api-client';

// better-auth's error codes that users meet, mapped to our translated texts.
const PROVIDER_CODES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth.errors.invalidCredentials',
  USER_ALREADY_EXISTS: 'auth.errors.userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.errors.userExists',
  EMAIL_NOT_VERIFIED: 'auth.errors.emailNotVerified',
};

/**
 * better-auth fails in English with a code; a code we know becomes our own message key, so the
 * one failure toast translates it. Others keep the provider's text (else the auth.error key).
 */
export function toAuthError(error: unknown): never {
  const key = error instanceof ApiError ? PROVIDER_CODES[error.code] : undefined;
  if (error instanceof ApiError && key) throw new ApiError(error.status, error.code, key);
  throw error;
}
