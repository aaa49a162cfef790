import { ApiError } from '../api-client';
import { isLocalId, LOCAL_ID_PREFIX, type OutboxEntry, type OutboxRefusal } from './outbox-entry';

/**
 * What an attempt's failure means for a waiting change:
 * - 'later': nothing was decided (no network, the server busy or failing, the session to be
 *   renewed, the same key still running): keep it and stop, so later changes keep their order.
 * - 'refused': the server said no for good (4xx): keep it, failed, for the person to decide.
 * - 'sent': a DELETE answered 404 is already what the person wanted (an earlier attempt whose
 *   answer was lost, or the partner deleted it first).
 */
export type Verdict = 'sent' | 'refused' | 'later';

export function verdictOf(method: string, error: unknown): Verdict {
  if (!(error instanceof ApiError)) return 'later';
  const { status } = error;
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) {
    return 'later';
  }
  if (status === 409 && error.message === 'errors.requestInProgress') return 'later';
  if (status === 404 && method === 'DELETE') return 'sent';
  return 'refused';
}

export function refusalOf(error: unknown): OutboxRefusal {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      message: error.message,
      params: error.params,
      isTranslationKey: error.isTranslationKey,
    };
  }
  return { status: 0, message: 'errors.generic', params: {}, isTranslationKey: true };
}

/** The refusal as an ApiError again, for the one error-message helper. */
export const refusalError = (refusal: OutboxRefusal) =>
  new ApiError(
    refusal.status,
    'refused',
    refusal.message,
    refusal.params,
    undefined,
    refusal.isTranslationKey,
  );

/** The id the server gave what a creating change made (every create answers the new row). */
export function createdIdOf(answer: unknown): string | undefined {
  if (answer && typeof answer === 'object' && 'id' in answer) {
    const { id } = answer as { id: unknown };
    if (typeof id === 'string' || typeof id === 'number') return String(id);
  }
  return undefined;
}

/** The value with every string's stand-in id replaced; Blobs and Files are left as they are. */
export function replaceId<T>(value: T, localId: string, realId: string): T {
  if (typeof value === 'string') return value.replaceAll(localId, realId) as T;
  if (Array.isArray(value)) return value.map((item) => replaceId(item, localId, realId)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, replaceId(item, localId, realId)]),
    ) as T;
  }
  return value;
}

/** A later change to something created offline, once the server named it. */
export const withRealId = (entry: OutboxEntry, localId: string, realId: string): OutboxEntry => ({
  ...entry,
  request: replaceId(entry.request, localId, realId),
  vars: replaceId(entry.vars, localId, realId),
  target: entry.target === undefined ? undefined : replaceId(entry.target, localId, realId),
});

/** Whether a change still names something created offline whose creation was not sent. */
export const dependsOnUnsent = (entry: OutboxEntry) =>
  entry.request.path.split('/').some((segment) => isLocalId(decodeURIComponent(segment)));

export interface ReplayActions {
  send: (entry: OutboxEntry) => Promise<unknown>;
  /** Sent (or already done): forget it, and name what it created in the later changes. */
  onSent: (entry: OutboxEntry, createdId: string | undefined, answer: unknown) => Promise<void>;
  onRefused: (entry: OutboxEntry, refusal: OutboxRefusal) => Promise<void>;
}

/**
 * Sends the waiting changes one at a time, oldest first, each once: it stops at the first one
 * whose fate is not decided ('later'), so nothing overtakes it. A refused change stays, failed,
 * and the next ones go on (one refusal must not hold back the rest); a change that depends on a
 * refused creation is refused with it. Answers whether everything waiting was decided.
 */
export async function replay(
  entries: readonly OutboxEntry[],
  actions: ReplayActions,
): Promise<'done' | 'stopped'> {
  let pending = [...entries];
  while (pending.length > 0) {
    const [entry, ...rest] = pending as [OutboxEntry, ...OutboxEntry[]];
    pending = rest;
    if (entry.state !== 'waiting') continue;
    if (dependsOnUnsent(entry)) {
      await actions.onRefused(entry, {
        status: 0,
        message: 'outbox.dependsOnRefused',
        params: {},
        isTranslationKey: true,
      });
      continue;
    }
    let answer: unknown;
    try {
      answer = await actions.send(entry);
    } catch (error) {
      const verdict = verdictOf(entry.request.method, error);
      if (verdict === 'later') return 'stopped';
      if (verdict === 'refused') {
        await actions.onRefused(entry, refusalOf(error));
        continue;
      }
    }
    const createdId = entry.localId ? createdIdOf(answer) : undefined;
    await actions.onSent(entry, createdId, answer);
    if (entry.localId && createdId) {
      const { localId } = entry;
      pending = pending.map((later) => withRealId(later, localId, createdId));
    }
  }
  return 'done';
}

export { LOCAL_ID_PREFIX };
