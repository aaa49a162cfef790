import type { Database } from '@server/db/client';
import type { Logger } from '@server/logger';
import type { Clock } from './clock';
import { claimJobRun, recordJobFinished } from './jobs.repository';

export interface JobContext {
  /** The scheduler's clock at the start of this run. */
  now: Date;
  log: Logger;
  /** Aborted when the scheduler stops: a long run (a backup) ends rather than hold the stop. */
  signal: AbortSignal;
}

export interface Job {
  /** Stable and unique: the database row that decides which instance runs a period. */
  name: string;
  /** One run per period across every instance. */
  everyMs: number;
  /** How often each instance asks whether the period is due; defaults to a tenth of `everyMs`. */
  checkEveryMs?: number;
  run: (context: JobContext) => Promise<void>;
}

export interface JobScheduler {
  add(job: Job): void;
  /** Starts the timers (only `main.ts` does; tests call `runDue` with their own clock). */
  start(): void;
  /**
   * Runs the job if its period is due on the scheduler's clock and no other instance claimed it;
   * resolves whether this instance ran it.
   */
  runDue(name: string): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * Periodic work shared by several server instances: every instance ticks, the database lets
 * one of them run each period (`scheduled_jobs`), so a job runs once whatever the instance count.
 */
export function createJobScheduler(deps: {
  db: Database;
  log: Logger;
  clock: Clock;
}): JobScheduler {
  const jobs = new Map<string, Job>();
  const running = new Map<string, Promise<boolean>>();
  const timers: NodeJS.Timeout[] = [];
  const stopping = new AbortController();
  let stopped = false;

  async function runOnce(job: Job): Promise<boolean> {
    const now = deps.clock.now();
    if (!(await claimJobRun(deps.db, job.name, now, job.everyMs))) return false;
    const log = deps.log.child({ job: job.name });
    try {
      await job.run({ now, log, signal: stopping.signal });
      await recordJobFinished(deps.db, job.name, deps.clock.now());
    } catch (error) {
      // The period stays claimed: the next one retries, rather than every instance at once now.
      if (stopping.signal.aborted) log.warn({ err: error }, 'job stopped with the server');
      else log.error({ err: error }, 'job failed');
    }
    return true;
  }

  function runDue(name: string): Promise<boolean> {
    const job = jobs.get(name);
    if (!job) throw new Error(`Unknown job ${name}`);
    // One run of a job at a time in this process; a tick during a long run waits for it.
    const current = running.get(name);
    if (current) return current;
    const run = runOnce(job).finally(() => running.delete(name));
    running.set(name, run);
    return run;
  }

  function tick(job: Job) {
    if (stopped) return;
    runDue(job.name).catch((error: unknown) =>
      deps.log.error({ err: error, job: job.name }, 'could not schedule job'),
    );
  }

  return {
    add(job) {
      if (jobs.has(job.name)) throw new Error(`Job ${job.name} added twice`);
      jobs.set(job.name, job);
    },
    start() {
      for (const job of jobs.values()) {
        const first = setTimeout(() => tick(job), 0);
        const every = setInterval(
          () => tick(job),
          job.checkEveryMs ?? Math.max(job.everyMs / 10, 1000),
        );
        first.unref();
        every.unref();
        timers.push(first, every);
      }
    },
    runDue,
    async stop() {
      stopped = true;
      stopping.abort(new Error('the server is stopping'));
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled(running.values());
    },
  };
}
