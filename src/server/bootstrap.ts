import path from 'node:path';
import type pg from 'pg';
import { createAuth } from './auth/auth';
import { createMailer } from './auth/mailer';
import { resolveAuthSecret } from './auth/secret';
import { createSessionGuard } from './auth/session-guard';
import type { TConfig } from './config';
import { createDatabase, createPool } from './db/client';
import { runMigrations } from './db/migrate';
import { createProfileIfMissing } from './features/profile/profile.service';
import type { AppDependencies } from './http/context';
import { createRealtimeBus } from './realtime/realtime-bus';
import { createBlobStore } from './storage/create-blob-store';
import { createUrlSigner } from './storage/signed-url';

export interface RunningDependencies extends AppDependencies {
  close: () => Promise<void>;
}

/** Builds every long-lived dependency in order, and knows how to close them in reverse. */
export async function buildDependencies(
  config: TConfig,
  overrides: { databaseUrl?: string; log?: (message: string) => void } = {},
): Promise<RunningDependencies> {
  const log = overrides.log ?? ((message: string) => console.log(message));
  const closers: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer().catch((error) => console.error(error));
  };
  try {
    // First: a storage misconfiguration stops the start before a database is started.
    const blobs = await createBlobStore(config, log);
    closers.push(blobs.close);
    let databaseUrl = overrides.databaseUrl ?? config.DATABASE_URL;
    if (!databaseUrl) {
      log(`[db] starting embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')}`);
      // Loaded only when used: an external database needs none of it.
      const { startEmbeddedPostgres } = await import('./db/embedded');
      const embedded = await startEmbeddedPostgres(
        config.dataDir,
        (line) => {
          if (config.LOG_LEVEL === 'debug') log(`[postgres] ${line}`);
        },
        log,
      );
      closers.push(embedded.stop);
      databaseUrl = embedded.url;
    }
    const pool: pg.Pool = createPool(databaseUrl);
    closers.push(() => pool.end());
    await runMigrations(pool);
    const db = createDatabase(pool);
    const secret = await resolveAuthSecret(config.dataDir, config.BETTER_AUTH_SECRET);
    const auth = createAuth({
      config,
      db,
      secret,
      mailer: createMailer(config),
      onUserCreated: (user) => createProfileIfMissing(db, user.id, user.name),
    });
    const bus = createRealtimeBus(databaseUrl, pool);
    // Subscribed before the bus listens, so no revocation can slip between the two.
    const sessions = createSessionGuard(bus, pool);
    closers.push(async () => sessions.stop());
    await bus.start();
    closers.push(bus.stop);
    const signer = createUrlSigner(secret);
    return { config, pool, db, auth, bus, sessions, blobs, signer, close };
  } catch (error) {
    await close();
    throw error;
  }
}
