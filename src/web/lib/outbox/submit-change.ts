import { ApiError } from '../api-client';
import { LOCAL_ID_PREFIX } from './outbox-entry';
import type { OutboxKind } from './outbox-kind';
import { sendRequest } from './outbox-send';
import { enqueue, hasWaiting, isOutboxRunning } from './outbox-store';

/** A change that could not be sent now: kept on the device, shown, sent when the signal returns. */
export const QUEUED = Symbol('queued');
export type Submitted<TData> = TData | typeof QUEUED;

const isNetworkFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 0 && error.code === 'network';

/** The same key still running on the server (the first try's answer is on its way). */
const isStillRunning = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === 'errors.requestInProgress';

/** Online, a lost answer is tried again shortly with the same key before the change waits. */
const RETRY_DELAYS_MS = [1_000, 3_000];

async function sendWithRetries<TData>(send: (key: string) => Promise<TData>, key: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(key);
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      const isWorthRetrying =
        (isNetworkFailure(error) && navigator.onLine) || isStillRunning(error);
      if (delay === undefined || !isWorthRetrying) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * Makes a change: sent at once when online and nothing waits before it (a lost answer tried
 * again twice, as `sendOnce` does), else (offline, behind waiting changes, or when the request
 * still fails for lack of network) kept in the outbox with the key it was made with, so a
 * resend after a lost answer is the same request. `sendNow` sends it
 * another way (an upload with progress), with that key.
 */
export async function submitChange<TVars, TData>(
  kind: OutboxKind<TVars>,
  vars: TVars,
  sendNow: (key: string) => Promise<TData> = (key) => sendRequest<TData>(kind.request(vars), key),
): Promise<Submitted<TData>> {
  const key = crypto.randomUUID();
  const request = kind.request(vars);
  const isDirect =
    !isOutboxRunning() ||
    (navigator.onLine && !hasWaiting() && !request.path.includes(LOCAL_ID_PREFIX));
  if (isDirect) {
    try {
      return await sendWithRetries(sendNow, key);
    } catch (error) {
      if (!isNetworkFailure(error) || !isOutboxRunning()) throw error;
    }
  }
  await enqueue(kind, vars, key, request);
  return QUEUED;
}
