import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import type { TFunction } from 'i18next';

// better-auth's error codes that users meet, mapped to our translated texts.
const PROVIDER_CODES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth.errors.invalidCredentials',
  USER_ALREADY_EXISTS: 'auth.errors.userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.errors.userExists',
  EMAIL_NOT_VERIFIED: 'auth.errors.emailNotVerified',
};

/** The provider's message (translated when we know its code), else the generic auth.error. */
export function authErrorMessage(error: unknown, t: TFunction): string {
  const known = error instanceof ApiError ? PROVIDER_CODES[error.code] : undefined;
  return known ? t(known) : errorMessage(error, t, 'auth.error');
}
