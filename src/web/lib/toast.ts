import type { ExternalToast } from 'sonner';
import { wantToaster } from './toaster-gate';

// sonner is ~10 KB gzipped; it loads after the first paint instead of with it.
const loadSonner = () => import('sonner');

type Message = string;

/** How long every toast stays: nothing pauses it (see `components/lazy-toaster.tsx`). */
export const TOAST_DURATION_MS = 4000;
type Kind = 'success' | 'error' | 'info' | 'message';

/**
 * Shows the toast once sonner is there. Its chunk can fail to load (offline, a deploy removed
 * it): the message then goes to the console rather than into an unhandled rejection.
 */
function show(kind: Kind, message: Message, options?: ExternalToast) {
  Promise.all([loadSonner(), wantToaster()])
    .then(([{ toast }]) => toast[kind](message, options))
    .catch((error: unknown) => console.error(`Could not show the toast "${message}"`, error));
}

/** Same calls as sonner's `toast`, loading it on first use (the toaster mounts after the first paint). */
export const toast = {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  info: (message: Message, options?: ExternalToast) => show('info', message, options),
  message: (message: Message, options?: ExternalToast) => show('message', message, options),
};
