import type { TFunction } from 'i18next';
import { ApiError } from './api-client';
import { runtimeKey, type TranslationKey } from './i18n-keys';

/**
 * What to show for a failed call: the server's translated message when it sent one, the
 * provider's text when that is all there is, else the screen's own fallback key.
 */
export function errorMessage(error: unknown, t: TFunction, fallbackKey: TranslationKey): string {
  if (!(error instanceof ApiError)) return t(fallbackKey);
  if (!error.isTranslationKey) {
    return error.status === 429 ? t('errors.tooManyRequests') : error.message || t(fallbackKey);
  }
  // A generic server failure says nothing more than the screen's own message does.
  if (error.message === 'errors.generic') return t(fallbackKey);
  return t(runtimeKey(error.message), { ...error.params, defaultValue: t(fallbackKey) });
}
