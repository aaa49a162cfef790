import { captureLog } from '@test/log-capture';
import { describe, expect, it } from 'vitest';
import { betterAuthLogger } from './auth-log';

describe("better-auth's messages", () => {
  it('keep an error’s message and stack under err, and the other arguments beside it', () => {
    const { log, lines } = captureLog('info');
    betterAuthLogger({ LOG_LEVEL: 'info' }, log).log(
      'error',
      'could not send the email',
      new Error('SMTP refused'),
      { to: 'x' },
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toBe('auth: could not send the email');
    expect(lines[0]?.err?.message).toBe('SMTP refused');
    expect(JSON.stringify(lines[0]?.err)).toContain('auth-log.unit.test');
    expect(lines[0]?.args).toEqual([{ to: 'x' }]);
  });

  it('are filtered by better-auth at LOG_LEVEL, and off when silent', () => {
    const { log } = captureLog();
    expect(betterAuthLogger({ LOG_LEVEL: 'debug' }, log)).toMatchObject({
      level: 'debug',
      disabled: false,
    });
    expect(betterAuthLogger({ LOG_LEVEL: 'warn' }, log).level).toBe('warn');
    expect(betterAuthLogger({ LOG_LEVEL: 'silent' }, log).disabled).toBe(true);
  });
});
