import path from 'node:path';
import { LIMITS } from '@shared/constants';
import type pg from 'pg';
import { createAuth } from './auth/auth';
import { createMailer } from './auth/mailer';
import { passwordThrottlePurgeJob } from './auth/password-throttle';
import { resolveAuthSecret } from './auth/secret';
import { createSessionGuard } from './auth/session-guard';
import { backupWatchJob, scheduledBackupJob } from './backup/scheduled-backup';
import { upgradeBackup } from './backup/upgrade-backup';
import type { TConfig } from './config';
import { createDatabase, createPool } from './db/client';
import { runMigrations } from './db/migrate';
import type { AppDependencies } from './deps';
import { coupleRetentionJob } from './features/couples/couples.service';
import { morningQuestionFor } from './features/daily-questions/daily-questions.service';
import { lettersDayJob } from './features/letters/letters.service';
import { summarizeOnThisDay } from './features/memories/memories.service';
import { addNotificationJobs } from './features/notifications/notifications.service';
import { createProfileIfMissing } from './features/profile/profile.service';
import { idempotencyKeysPurgeJob } from './idempotency/idempotency';
import { type Clock, systemClock } from './jobs/clock';
import { createJobScheduler } from './jobs/job-scheduler';
import { createLogger, type Logger } from './logger';
import { createRealtimeBus } from './realtime/realtime-bus';
import { createBlobStore } from './storage/create-blob-store';
import { orphanSweepJob } from './storage/orphan-sweep';
import { createUrlSigner } from './storage/signed-url';
import { createVoiceConverter, resolveFfmpegPath } from './storage/voice-conversion';

export interface RunningDependencies extends AppDependencies {
  close: () => Promise<void>;
  /**
   * Called once the server listens: a start that needed no migration removes the archive an
   * earlier upgrade took (backup/upgrade-backup.ts).
   */
  started: () => Promise<void>;
}

/**
 * Builds every long-lived dependency in order, and knows how to close them in reverse. The
 * logger is made from the config (LOG_LEVEL) unless given (tests give one writing to a stream).
 */
export async function buildDependencies(
  config: TConfig,
  overrides: { databaseUrl?: string; log?: Logger; clock?: Clock } = {},
): Promise<RunningDependencies> {
  const log = overrides.log ?? createLogger(config);
  // The one clock of the app: every time that decides something is read from it (docs/TESTING.md).
  const clock = overrides.clock ?? systemClock;
  const closers: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const closer of closers.reverse()) {
      await closer().catch((error: unknown) => log.error({ err: error }, 'could not close'));
    }
  };
  try {
    // First: a storage misconfiguration stops the start before a database is started.
    const blobs = await createBlobStore(config, (message) => log.info(message), clock);
    closers.push(blobs.close);
    let databaseUrl = overrides.databaseUrl ?? config.DATABASE_URL;
    if (!databaseUrl) {
      log.info(`db: starting embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')}`);
      // Loaded only when used: an external database needs none of it.
      const { startEmbeddedPostgres } = await import('./db/embedded');
      const embedded = await startEmbeddedPostgres(
        config.dataDir,
        // PostgreSQL's own output is debug; what an operator must see is info.
        (line) => log.debug({ source: 'postgres' }, line),
        (message) => log.info(message),
      );
      closers.push(embedded.stop);
      databaseUrl = embedded.url;
    }
    const pool: pg.Pool = createPool(databaseUrl, undefined, log);
    closers.push(() => pool.end());
    const backupSettings = { config, databaseUrl, blobs };
    const upgrade = upgradeBackup(backupSettings, clock, log);
    await runMigrations(pool, { beforeUpgrade: upgrade.backUp });
    const db = createDatabase(pool);
    const secret = await resolveAuthSecret(config.dataDir, config.BETTER_AUTH_SECRET);
    const auth = createAuth({
      config,
      db,
      pool,
      secret,
      mailer: createMailer(config),
      log,
      clock,
      onUserCreated: (user) => createProfileIfMissing(db, user.id, user.name),
    });
    const bus = createRealtimeBus(databaseUrl, pool, log);
    // Subscribed before the bus listens, so no revocation can slip between the two.
    const sessions = createSessionGuard(bus, pool, clock);
    closers.push(async () => sessions.stop());
    await bus.start();
    closers.push(bus.stop);
    const signer = createUrlSigner(secret, clock);
    const voice = createVoiceConverter({
      ffmpegPath: resolveFfmpegPath(config.FFMPEG_PATH),
      maxSeconds: LIMITS.voiceNoteSeconds,
    });
    log.debug(`[storage] voice notes converted by ${voice.ffmpegPath}`);
    // Started by main.ts; tests run them by hand. Added here, once per set of dependencies: an
    // app made twice on the same dependencies (tests do) must not add a job twice.
    const jobs = createJobScheduler({ db, log, clock });
    closers.push(jobs.stop);
    jobs.add(coupleRetentionJob({ db, blobs }));
    jobs.add(passwordThrottlePurgeJob(db));
    jobs.add(idempotencyKeysPurgeJob(db));
    jobs.add(orphanSweepJob({ db, blobs }));
    jobs.add(lettersDayJob({ db, pool }));
    if (config.backups.everyMs !== null) {
      jobs.add(scheduledBackupJob(backupSettings, config.backups.everyMs));
      jobs.add(backupWatchJob(config));
    }
    const started = upgrade.settle;
    const deps = {
      config,
      pool,
      db,
      auth,
      bus,
      sessions,
      blobs,
      signer,
      voice,
      log,
      clock,
      jobs,
      close,
      started,
    };
    addNotificationJobs(deps, {
      morningQuestion: (who) => morningQuestionFor({ pool, db }, who),
      onThisDay: (coupleId, today) => summarizeOnThisDay({ db }, coupleId, today),
    });
    return deps;
  } catch (error) {
    await close();
    throw error;
  }
}
