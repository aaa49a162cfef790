import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';
import type { TConfig } from './config';
import { privateLogOptions } from './log-privacy';

export type { Logger };

export interface LoggerOptions {
  /** Where lines go: stdout unless given (tests pass a stream they read). */
  destination?: DestinationStream;
  /** Readable lines instead of JSON. Default: only on a terminal outside production. */
  pretty?: boolean;
}

/**
 * The server's one logger, at `LOG_LEVEL` (debug, info, warn, error, silent). JSON lines in
 * production, for whatever collects them; readable ones for a person at a terminal. Pretty
 * printing runs in this thread (no worker transport), so nothing is lost on a crash or exit.
 */
export function createLogger(
  { LOG_LEVEL, NODE_ENV }: Pick<TConfig, 'LOG_LEVEL' | 'NODE_ENV'>,
  { destination, pretty }: LoggerOptions = {},
): Logger {
  const options = {
    level: LOG_LEVEL,
    timestamp: pino.stdTimeFunctions.isoTime,
    ...privateLogOptions,
  };
  const isPretty = pretty ?? (NODE_ENV !== 'production' && !destination && process.stdout.isTTY);
  if (isPretty) {
    return pino(
      options,
      pinoPretty({ destination: destination ?? 1, sync: true, ignore: 'pid,hostname' }),
    );
  }
  return destination ? pino(options, destination) : pino(options);
}

/** For code whose caller gives no logger (a test's own bus or pool). */
export const silentLogger: Logger = pino({ level: 'silent' });

/** Errors that reach no request's logger (an app mounted without requestLog) are still written. */
export const unscopedErrorLog: Logger = pino({ level: 'error', ...privateLogOptions });

// The logger of the request being served, so code called from it (services, storage) logs with
// its request id without every function taking a logger from the route.
const requestScope = new AsyncLocalStorage<Logger>();

/** Runs `fn` (the rest of a request) with `log` as the active logger. */
export const runWithLog = <T>(log: Logger, fn: () => T): T => requestScope.run(log, fn);

/** The current request's logger (its lines carry the request id), else `fallback`. */
export const activeLog = (fallback: Logger): Logger => requestScope.getStore() ?? fallback;
