import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// vitest.config.ts picks a project by the test's suffix: a test that needs no database is
// `*.unit.test.ts`. A test named otherwise under src/web would match no project and never run,
// silently; this lists those.

/** Every test file under `dir`, as a path from the repository root. */
function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

describe('test file names', () => {
  it('in src/web all end in .unit.test.ts(x), the unit project runs them', () => {
    const files = testFilesUnder('src/web');
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !/\.unit\.test\.tsx?$/.test(file))).toEqual([]);
  });
});
