import type { Auth } from '@server/auth/auth';
import type { SessionEnv } from '@server/auth/session-env';
import type { SessionGuard } from '@server/auth/session-guard';
import type { TConfig } from '@server/config';
import type { Database } from '@server/db/client';
import type { Clock } from '@server/jobs/clock';
import type { JobScheduler } from '@server/jobs/job-scheduler';
import type { Logger } from '@server/logger';
import type { NodeStreamEnv } from '@server/realtime/node-event-stream';
import type { RealtimeBus } from '@server/realtime/realtime-bus';
import type { BlobStore } from '@server/storage/blob-store';
import type { UrlSigner } from '@server/storage/signed-url';
import type { VoiceConverter } from '@server/storage/voice-conversion';
import type pg from 'pg';

/**
 * Everything a feature needs, built once at start (`bootstrap.ts`) and handed to every route
 * factory. It names auth, realtime, storage and jobs, so it stands above them: those layers
 * take only the pieces they use, typed in their own words, never this type.
 */
export interface AppDependencies {
  config: TConfig;
  pool: pg.Pool;
  db: Database;
  auth: Auth;
  bus: RealtimeBus;
  /** Whether a session still exists: sign-outs and revocations end it on every instance at once. */
  sessions: SessionGuard;
  blobs: BlobStore;
  signer: UrlSigner;
  /** Converts voice notes to AAC/M4A with ffmpeg (`storage/voice-intake.ts` is what features use). */
  voice: VoiceConverter;
  /** The process's logger at LOG_LEVEL; during a request prefer `c.var.log` or `activeLog`. */
  log: Logger;
  /** The time for schedules and expiries (a `ManualClock` in tests). */
  clock: Clock;
  /** Periodic work that runs once across every instance (`jobs/job-scheduler.ts`). */
  jobs: JobScheduler;
}

/**
 * The env of the whole app: what the request log, the session and a Node event stream put on a
 * request. The layers below each type only their own part (`HttpEnv`, `SessionEnv`,
 * `NodeStreamEnv`), so none of them imports this module.
 */
export interface AppEnv {
  Variables: SessionEnv['Variables'] & NodeStreamEnv['Variables'];
}
