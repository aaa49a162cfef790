import { createLogger, type Logger } from '@server/logger';

export interface LogLine extends Record<string, unknown> {
  level: number;
  msg: string;
  requestId?: string;
  err?: { message: string };
}

/**
 * A logger writing its JSON lines into `lines` instead of stdout, for tests that check what was
 * logged: pass it as `log` in the dependencies (`{ ...testApp.deps, log }`).
 */
export function captureLog(level: 'debug' | 'info' | 'warn' | 'error' | 'silent' = 'debug') {
  const lines: LogLine[] = [];
  const destination = { write: (line: string) => void lines.push(JSON.parse(line)) };
  const log: Logger = createLogger({ LOG_LEVEL: level, NODE_ENV: 'production' }, { destination });
  return { log, lines };
}

/**
 * A server process's output as a person reads it: each JSON log line becomes its message (and
 * its error's message), other lines stay as they are. Quotes and line breaks are JSON-escaped
 * in the raw output, so a test matches the message here.
 */
export function readableOutput(output: string): string {
  return output
    .split('\n')
    .map((line) => {
      if (!line.startsWith('{')) return line;
      try {
        const entry = JSON.parse(line) as LogLine;
        return entry.err ? `${entry.msg} ${entry.err.message}` : entry.msg;
      } catch {
        return line;
      }
    })
    .join('\n');
}
