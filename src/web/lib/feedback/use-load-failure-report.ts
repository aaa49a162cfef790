import { useEffect } from 'react';
import { ApiError } from '../api-client';
import type { TranslationKey } from '../i18n-keys';
import { notifyError } from './notify';

/** The part of a TanStack query result a failed load needs. */
export interface LoadableQuery {
  error: Error | null;
  errorUpdatedAt: number;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface LoadFailureOptions {
  /** The toast's and the card's text ('Error al cargar datos' unless the screen has its own). */
  messageKey?: TranslationKey;
  /** Where a failure is only logged (the couple lookup): what could not load, for the log. */
  report?: 'toast' | { log: string };
}

/**
 * One report per failed load (a later failure reports again). A 401 is not reported: the query
 * client's one handler has already said the session ended.
 */
export function useLoadFailureReport(
  { error, errorUpdatedAt }: LoadableQuery,
  { messageKey = 'common.loadError', report = 'toast' }: LoadFailureOptions = {},
) {
  // A string, so that an inline `{ log }` object does not report again on every render.
  const logAs = report === 'toast' ? null : report.log;
  useEffect(() => {
    if (!error || errorUpdatedAt === 0) return;
    if (error instanceof ApiError && error.status === 401) return;
    if (logAs !== null) console.error(`Could not load ${logAs}`, error);
    else notifyError(messageKey, { id: `load-error:${messageKey}` });
  }, [error, errorUpdatedAt, messageKey, logAs]);
}
