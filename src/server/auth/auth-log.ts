import type { TConfig } from '@server/config';
import { activeLog, type Logger } from '@server/logger';

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * better-auth's own messages through our logger: at LOG_LEVEL (better-auth filters by its own
 * level first, so it gets ours), with the request's id, and an Error among its arguments under
 * `err`, the one key pino serialises (elsewhere an Error becomes `{}`, message and stack lost).
 */
export function betterAuthLogger({ LOG_LEVEL }: Pick<TConfig, 'LOG_LEVEL'>, log: Logger) {
  return {
    disabled: LOG_LEVEL === 'silent',
    level: (LOG_LEVEL === 'silent' ? 'error' : LOG_LEVEL) as AuthLogLevel,
    log: (level: AuthLogLevel, message: string, ...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== err);
      activeLog(log)[level](
        { ...(err && { err }), ...(rest.length > 0 && { args: rest }) },
        `auth: ${message}`,
      );
    },
  };
}
