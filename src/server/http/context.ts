import type pg from 'pg';
import type { Auth, AuthSession } from '../auth/auth';
import type { SessionGuard } from '../auth/session-guard';
import type { TConfig } from '../config';
import type { Database } from '../db/client';
import type { RealtimeBus } from '../realtime/realtime-bus';
import type { BlobStore } from '../storage/blob-store';
import type { UrlSigner } from '../storage/signed-url';

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
}

export type SessionUser = AuthSession['user'];

export interface AppEnv {
  Variables: {
    user: SessionUser;
    session: AuthSession['session'];
  };
}
