import type { ExternalToast } from 'sonner';

// sonner is ~10 KB gzipped; it loads after the first paint instead of with it.
const loadSonner = () => import('sonner');

type Message = string;

/** Same calls as sonner's `toast`, loading it on first use (it is prefetched at start). */
export const toast = {
  success: (message: Message, options?: ExternalToast) =>
    void loadSonner().then(({ toast: sonner }) => sonner.success(message, options)),
  error: (message: Message, options?: ExternalToast) =>
    void loadSonner().then(({ toast: sonner }) => sonner.error(message, options)),
  info: (message: Message, options?: ExternalToast) =>
    void loadSonner().then(({ toast: sonner }) => sonner.info(message, options)),
  message: (message: Message, options?: ExternalToast) =>
    void loadSonner().then(({ toast: sonner }) => sonner.message(message, options)),
};
