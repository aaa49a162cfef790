import { captureLog } from '@test/log-capture';
import { describe, expect, it } from 'vitest';

describe('the server log', () => {
  it('never writes an email address, whoever logs it', () => {
    const { log, lines } = captureLog('info');
    log.info('auth: Sign-up attempt for existing email: Ana.Garcia+1@Example.com');
    log.child({ requestId: 'r1' }).warn({ args: [{ to: 'bruno@example.org' }] }, 'mail');
    log.error({ err: new Error('could not reach ana@example.com') }, 'smtp');
    expect(lines).toHaveLength(3);
    expect(JSON.stringify(lines)).not.toMatch(/@/);
    expect(lines[0]?.msg).toBe('auth: Sign-up attempt for existing email: [email]');
  });

  it('writes dates and other values as before', () => {
    const { log, lines } = captureLog('info');
    const at = new Date('2026-11-27T06:00:00Z');
    log.info({ at, count: 3, nested: { ok: true } }, 'plain');
    expect(lines[0]).toMatchObject({ at: at.toISOString(), count: 3, nested: { ok: true } });
  });

  it("never writes a failed query's parameters", () => {
    const { log, lines } = captureLog('info');
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "profiles" ("full_name") values ($1)\nparams: Ana García,secreto',
      ),
      {
        query: 'insert into "profiles" ("full_name") values ($1)',
        params: ['Ana García', 'secreto'],
        cause,
      },
    );
    log.error({ err: failed }, 'http: unexpected error');
    log.error(failed, 'again, as the first argument');
    const written = JSON.stringify(lines);
    expect(written).not.toContain('Ana García');
    expect(written).not.toContain('secreto');
    expect(written).toContain('Failed query: insert into');
    expect(written).toContain('log-privacy.unit.test');
  });
});
