import type { Auth, AuthSession } from '@server/auth/auth';
import type { SessionGuard } from '@server/auth/session-guard';
import type { TConfig } from '@server/config';
import type { Database } from '@server/db/client';
import type { Clock } from '@server/jobs/clock';
import type { JobScheduler } from '@server/jobs/job-scheduler';
import type { Logger } from '@server/logger';
import type { PendingNodeStream } from '@server/realtime/event-stream';
import type { RealtimeBus } from '@server/realtime/realtime-bus';
import type { BlobStore } from '@server/storage/blob-store';
import type { UrlSigner } from '@server/storage/signed-url';
import type pg from 'pg';

/** Everything a feature needs, built once at start and handed to every route factory. */
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
  /** The process's logger at LOG_LEVEL; during a request prefer `c.var.log` or `activeLog`. */
  log: Logger;
  /** The time for schedules and expiries (a `ManualClock` in tests). */
  clock: Clock;
  /** Periodic work that runs once across every instance (`jobs/job-scheduler.ts`). */
  jobs: JobScheduler;
}

export type SessionUser = AuthSession['user'];

export interface AppEnv {
  Variables: {
    user: SessionUser;
    session: AuthSession['session'];
    /** Set first on every request (`http/request-log.ts`). */
    requestId: string;
    /** A child logger whose lines carry `requestId`. */
    log: Logger;
    /** Served by Node through `nodeEventStreams`: a route may write its stream to the response. */
    nodeEventStreams?: boolean;
    /** The event stream a route asked for, started once the headers are final. */
    nodeEventStream?: PendingNodeStream;
  };
}
