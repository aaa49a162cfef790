import { ApiError } from '@web/lib/api-client';
import type { TranslationKey } from '@web/lib/i18n-keys';

/**
 * better-auth's codes for what the person can fix, as the field to mark and our text. A taken
 * email is only said on a server without email: with one, better-auth answers as for a free
 * address (the link never comes), so nobody learns who has an account.
 */
const FIELD_CODES: Record<string, { field: string; message: TranslationKey }> = {
  INVALID_PASSWORD: { field: 'password', message: 'account.errors.wrongPassword' },
  PASSWORD_TOO_SHORT: { field: 'newPassword', message: 'validation.passwordTooShort' },
  PASSWORD_TOO_LONG: { field: 'newPassword', message: 'validation.passwordTooLong' },
  EMAIL_TAKEN: { field: 'newEmail', message: 'account.errors.emailTaken' },
  EMAIL_IS_THE_SAME: { field: 'newEmail', message: 'account.errors.sameEmail' },
};

/**
 * The field a failed account change belongs to, or null for a failure to toast. Our own
 * validation answers carry their field already; `passwordField` names the form's password input.
 */
export function accountFieldProblem<TField extends string>(
  error: unknown,
  fields: readonly TField[],
  passwordField: TField,
): { field: TField; message: TranslationKey; params?: Record<string, unknown> } | null {
  if (!(error instanceof ApiError)) return null;
  const known = FIELD_CODES[error.code];
  const field = known?.field === 'password' ? passwordField : (known?.field ?? error.field);
  const isField = (name: unknown): name is TField => fields.includes(name as TField);
  if (!isField(field)) return null;
  // The numbers its message names ("al menos {{min}} caracteres"), as the server sent them.
  const { params } = error;
  if (known) return { field, message: known.message, params };
  return error.isTranslationKey
    ? { field, message: error.message as TranslationKey, params }
    : null;
}
