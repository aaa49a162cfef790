import { useEffect } from 'react';
import { ApiError } from '../api-client';
import { notifyError } from './notify';

/** The part of a TanStack query result a failed load needs. */
export interface LoadableQuery {
  error: Error | null;
  errorUpdatedAt: number;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface LoadFailureOptions {
  /** The toast's and the card's text ('Error al cargar datos' unless the spec says otherwise). */
  messageKey?: string;
  /** 'log' where the spec only logs the failure (the couple lookup). */
  report?: 'toast' | 'log';
}

/**
 * One report per failed load (a later failure reports again). A 401 is not reported: the query
 * client's one handler has already said the session ended.
 */
export function useLoadFailureReport(
  { error, errorUpdatedAt }: LoadableQuery,
  { messageKey = 'common.loadError', report = 'toast' }: LoadFailureOptions = {},
) {
  useEffect(() => {
    if (!error || errorUpdatedAt === 0) return;
    if (error instanceof ApiError && error.status === 401) return;
    if (report === 'log') console.error(`Could not load (${messageKey})`, error);
    else notifyError(messageKey, { id: `load-error:${messageKey}` });
  }, [error, errorUpdatedAt, messageKey, report]);
}
