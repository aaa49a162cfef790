import { errorBody } from '@server/http/errors';
import { LIMITS } from '@shared/constants';

// better-auth's error codes a person can meet, as our translated keys.
const KEYS_BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth.errors.invalidCredentials',
  EMAIL_NOT_VERIFIED: 'auth.errors.emailNotVerified',
  INVALID_EMAIL: 'validation.emailInvalid',
  PASSWORD_TOO_SHORT: 'validation.passwordTooShort',
  PASSWORD_TOO_LONG: 'validation.passwordTooLong',
  // Getting back in and account changes: the web app marks the field by the code.
  INVALID_PASSWORD: 'account.errors.wrongPassword',
  EMAIL_TAKEN: 'account.errors.emailTaken',
  EMAIL_IS_THE_SAME: 'account.errors.sameEmail',
  INVALID_TOKEN: 'passwordReset.invalidLink',
  // Two-step sign-in.
  INVALID_CODE: 'privacy.secondStep.errors.wrongCode',
  TOTP_CODE_USED: 'privacy.secondStep.errors.codeUsed',
  INVALID_BACKUP_CODE: 'privacy.secondStep.errors.wrongBackupCode',
  INVALID_TWO_FACTOR_COOKIE: 'privacy.secondStep.errors.expired',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'privacy.secondStep.errors.expired',
  ACCOUNT_TEMPORARILY_LOCKED: 'privacy.secondStep.errors.locked',
  TOTP_NOT_ENABLED: 'privacy.twoStep.errors.notEnabled',
  // Passkeys.
  CHALLENGE_NOT_FOUND: 'privacy.passkeyErrors.expired',
  PASSKEY_NOT_FOUND: 'privacy.passkeyErrors.unknown',
  AUTHENTICATION_FAILED: 'auth.passkeyFailed',
  FAILED_TO_VERIFY_REGISTRATION: 'privacy.passkeys.errors.addFailed',
  SESSION_NOT_FRESH: 'privacy.errors.signInAgain',
  WRONG_PASSKEY_CODE: 'privacy.passkeys.errors.wrongCode',
};

/**
 * The passkey plugin answers 500 for a registration its WebAuthn library refused, whatever the
 * reason; the reasons are the browser's answer (malformed, another origin), so a 400.
 */
const CLIENT_FAULTS_ANSWERED_500 = new Set(['FAILED_TO_VERIFY_REGISTRATION']);

/**
 * A wrong code is answered 401 by the two-factor plugin; to the web app a 401 means "your
 * session ended" (it signs the person out), which a mistyped code at enrolment is not. The
 * sign-in throttle has counted the 401 before this runs.
 */
const WRONG_INPUT_ANSWERED_401 = new Set(['INVALID_CODE', 'TOTP_CODE_USED', 'INVALID_BACKUP_CODE']);

// A taken email, under a code that does not say so either (see docs/AUTH.md).
const TAKEN_EMAIL_CODES = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);

// The numbers those keys' messages name.
const PARAMS_BY_CODE: Record<string, Record<string, number>> = {
  PASSWORD_TOO_SHORT: { min: LIMITS.passwordMin },
};

function keyFor(status: number, code: string | undefined): { code: string; message: string } {
  if (code && TAKEN_EMAIL_CODES.has(code)) {
    return { code: 'sign_up_unavailable', message: 'auth.errors.signUpUnavailable' };
  }
  const known = code ? KEYS_BY_CODE[code] : undefined;
  if (code && known) return { code, message: known };
  if (status === 429) return { code: 'rate_limited', message: 'errors.tooManyRequests' };
  if (status === 401) return { code: 'unauthorized', message: 'errors.unauthorized' };
  if (status === 403) return { code: 'forbidden', message: 'errors.forbidden' };
  if (status === 404) return { code: 'not_found', message: 'errors.notFound' };
  return { code: 'bad_request', message: 'errors.invalidInput' };
}

/**
 * better-auth answers its 4xx errors as `{ code, message }` with an English message; ours are
 * `{ error: { code, message } }` with an i18n key. Anything else (a success, a redirect) passes.
 */
export async function translateAuthError(response: Response): Promise<Response> {
  const isJson = response.headers.get('content-type')?.includes('application/json');
  if (response.status < 400 || !isJson) return response;
  const payload = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  const code = typeof payload?.code === 'string' ? payload.code : undefined;
  const isClientFault =
    code && (CLIENT_FAULTS_ANSWERED_500.has(code) || WRONG_INPUT_ANSWERED_401.has(code));
  const status = isClientFault ? 400 : response.status;
  if (status >= 500) return response;
  const { code: ourCode, message } = keyFor(status, code);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const params = code ? PARAMS_BY_CODE[code] : undefined;
  return new Response(JSON.stringify(errorBody(ourCode, message, { params })), {
    status,
    headers,
  });
}
