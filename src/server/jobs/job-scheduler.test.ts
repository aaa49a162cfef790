import { ManualClock } from '@server/jobs/clock';
import { createJobScheduler } from '@server/jobs/job-scheduler';
import { captureLog } from '@test/log-capture';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

const HOUR = 60 * 60 * 1000;

const clock = new ManualClock(new Date('2026-11-24T10:00:00Z'));
const first = setupTestApp({}, { clock });
const second = setupTestApp({}, () => ({ databaseUrl: first.databaseUrl, clock }));

describe('the job scheduler', () => {
  it('runs a period once across two instances, then again when the next period is due', async () => {
    const runs: string[] = [];
    const job = (instance: string) => ({
      name: 'test-once',
      everyMs: HOUR,
      run: async () => {
        runs.push(instance);
      },
    });
    first.deps.jobs.add(job('first'));
    second.deps.jobs.add(job('second'));

    const both = await Promise.all([
      first.deps.jobs.runDue('test-once'),
      second.deps.jobs.runDue('test-once'),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(runs).toHaveLength(1);

    clock.advance(HOUR - 1);
    expect(await first.deps.jobs.runDue('test-once')).toBe(false);
    expect(await second.deps.jobs.runDue('test-once')).toBe(false);

    clock.advance(1);
    expect(await second.deps.jobs.runDue('test-once')).toBe(true);
    expect(await first.deps.jobs.runDue('test-once')).toBe(false);
    expect(runs).toHaveLength(2);
  });

  it('logs a failing run and keeps the period claimed, so it is retried next period only', async () => {
    let attempts = 0;
    first.deps.jobs.add({
      name: 'test-failing',
      everyMs: HOUR,
      run: async () => {
        attempts += 1;
        throw new Error('boom');
      },
    });
    expect(await first.deps.jobs.runDue('test-failing')).toBe(true);
    expect(await first.deps.jobs.runDue('test-failing')).toBe(false);
    clock.advance(HOUR);
    expect(await first.deps.jobs.runDue('test-failing')).toBe(true);
    expect(attempts).toBe(2);
  });

  it('aborts a running job when it stops, rather than wait for it, and says so at warn', async () => {
    const { log, lines } = captureLog();
    const scheduler = createJobScheduler({ db: first.deps.db, log, clock });
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    scheduler.add({
      name: 'test-long',
      everyMs: HOUR,
      // As a backup does: it goes on until its signal aborts.
      run: ({ signal }) =>
        new Promise((_, reject) => {
          started();
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        }),
    });
    const ran = scheduler.runDue('test-long');
    await running;
    await scheduler.stop();
    expect(await ran).toBe(true);
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [40, 'job stopped with the server'],
    ]);
  });

  it('refuses a job added twice and an unknown name', () => {
    const scheduler = createJobScheduler({ db: first.deps.db, log: first.deps.log, clock });
    scheduler.add({ name: 'x', everyMs: HOUR, run: async () => {} });
    expect(() => scheduler.add({ name: 'x', everyMs: HOUR, run: async () => {} })).toThrow(/twice/);
    expect(() => scheduler.runDue('nope')).toThrow(/Unknown job/);
  });
});
