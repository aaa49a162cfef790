import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './migrate';

const run = promisify(execFile);

// drizzle-kit compares the schema with the last snapshot of the committed migrations. Run on a
// copy, so a drift shows up as a failing test instead of a new file in the repository.
it('has committed migrations that match the Drizzle schema', async () => {
  // drizzle-kit only takes an output folder relative to the project.
  await fs.mkdir('.test-data', { recursive: true });
  const copy = path.relative('.', await fs.mkdtemp(path.join('.test-data', 'migrations-')));
  try {
    await fs.cp(MIGRATIONS_DIR, copy, { recursive: true });
    const { stdout, stderr } = await run(
      process.execPath,
      [
        path.resolve('node_modules/drizzle-kit/bin.cjs'),
        'generate',
        '--config',
        'drizzle.config.ts',
      ],
      { env: { ...process.env, DRIZZLE_OUT: copy }, cwd: path.resolve('.') },
    );
    const before = (await fs.readdir(MIGRATIONS_DIR)).sort();
    const after = (await fs.readdir(copy)).sort();
    const output = `${stdout}${stderr}`;
    expect(after, `drizzle-kit would write a new migration:\n${output}`).toEqual(before);
    expect(output).toMatch(/No schema changes/);
  } finally {
    await fs.rm(copy, { recursive: true, force: true });
  }
}, 60_000);
