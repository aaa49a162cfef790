import type { TChatMarksInput } from '@shared/schemas/chat';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { refreshChat } from './chat-keys';

const told = new Set<string>();

/**
 * Tells the server how far this device has the thread: `delivered` (it received up to that
 * message) or `read` (the thread showed it). Once per message and kind; never a toast: a mark
 * that did not go is sent again with the next one.
 */
export function markChat(queryClient: QueryClient, marks: TChatMarksInput): void {
  const key = JSON.stringify(marks);
  if (told.has(key) || !navigator.onLine) return;
  told.add(key);
  apiFetch<void>('/api/chat/marks', { method: 'POST', json: marks })
    .then(() => refreshChat(queryClient))
    .catch(() => told.delete(key));
}

let lastTyping = 0;
let trailing: ReturnType<typeof setTimeout> | undefined;
const TYPING_EVERY_MS = 3_000;

const sendTyping = () => {
  trailing = undefined;
  if (!navigator.onLine) return;
  lastTyping = Date.now();
  apiFetch<void>('/api/chat/typing', { method: 'POST' }).catch(() => {
    // Only a hint for the partner's screen.
  });
};

/**
 * "escribiendo…" on the partner's screen: at once, then at most every few seconds while the
 * typing goes on (a keystroke within the wait is told when it ends), never a toast.
 */
export function signalTyping(): void {
  const wait = lastTyping + TYPING_EVERY_MS - Date.now();
  if (wait <= 0) sendTyping();
  else trailing ??= setTimeout(sendTyping, wait);
}

/** The message went: typing is over, and the next keystroke is told at once. */
export function typingDone(): void {
  clearTimeout(trailing);
  trailing = undefined;
  lastTyping = 0;
}
