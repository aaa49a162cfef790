import { ApiError, CANCELLED_CODE } from '../api-client';
import { errorMessage } from '../error-message';
import i18n from '../i18n';
import type { TranslationKey } from '../i18n-keys';
import { toast } from '../toast';

/** A translated text to show: a key, or a key with its interpolation params. */
export type ToastText = TranslationKey | { key: TranslationKey; params?: Record<string, unknown> };

const translate = (text: ToastText) =>
  typeof text === 'string' ? i18n.t(text) : i18n.t(text.key, text.params);

/**
 * The one place mutation toasts are shown. It uses the i18n instance, not a hook, because a
 * mutation's callbacks run even after the screen that started it has gone.
 */
export function notifySuccess(text: ToastText, options?: { id?: string }) {
  toast.success(translate(text), options);
}

/**
 * News that is neither a success nor a failure (a change kept to send later): a plain toast, as
 * sonner's rich "info" blue on pale blue is under the contrast WCAG asks for.
 */
export function notifyInfo(text: ToastText, options?: { id?: string }) {
  toast.message(translate(text), options);
}

/** A failure whose text is the same whatever the cause (a failed load). */
export function notifyError(text: ToastText, options?: { id?: string }) {
  toast.error(translate(text), options);
}

/**
 * A failure: the server's own message key and params win over the screen's fallback key
 * (the server knows best why it refused). A 401 is already reported once by the query client (the
 * session ended), and a cancelled request is the person's own choice.
 */
export function notifyFailure(
  error: unknown,
  fallbackKey: TranslationKey,
  options?: { id?: string },
) {
  if (isSilentFailure(error)) return;
  toast.error(errorMessage(error, i18n.t, fallbackKey), options);
}

export const isSilentFailure = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.code === CANCELLED_CODE);
