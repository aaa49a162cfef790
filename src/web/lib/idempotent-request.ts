import { ApiError } from './api-client';

/** Sent with every creating write: the server answers a retry with the first result. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const RETRY_DELAYS_MS = [1_000, 3_000];

/** Whether the answer may simply not have arrived (or the first try is still running). */
const isWorthRetrying = (error: unknown) =>
  error instanceof ApiError &&
  ((error.status === 0 && error.code === 'network') ||
    (error.status === 409 && error.message === 'errors.requestInProgress'));

/**
 * One submission of a creating write: a fresh key, and the same key for each retry after a lost
 * answer (a dropped connection, a phone between networks), so the server creates the row at most
 * once and a retry gets the row the first try made. Usage:
 *
 *   export const createEvent = (input: TCreateEvent) =>
 *     sendOnce((key) => apiFetch('/api/events', { method: 'POST', json: input,
 *       headers: { [IDEMPOTENCY_HEADER]: key } }));
 */
export async function sendOnce<T>(
  send: (key: string) => Promise<T>,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<T> {
  const key = crypto.randomUUID();
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(key);
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !isWorthRetrying(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** The header for `apiFetch` / `uploadRequest`. */
export const idempotencyHeaders = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });
