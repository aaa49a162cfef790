import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// vitest.config.ts picks a project by the test's suffix: a test that needs no database is
// `*.unit.test.ts(x)`; a plain `*.test.ts` under src/server is an integration test. A test named
// outside the rule would match no project and never run, silently; these list those.

const ROOT = path.resolve(import.meta.dirname, '..');

/** Every test file under `folder`, as a path from the repository root. */
function testFilesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

describe('test file names', () => {
  it('in src/web all end in .unit.test.ts(x), the unit project runs them', () => {
    const files = testFilesUnder('src/web');
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !/\.unit\.test\.tsx?$/.test(file))).toEqual([]);
  });

  it('in src/shared all end in .unit.test.ts, the unit project runs them', () => {
    const files = testFilesUnder('src/shared');
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !file.endsWith('.unit.test.ts'))).toEqual([]);
  });

  it('a *.unit.test.ts under src/server or test/ needs no database (it runs without one)', () => {
    const units = [...testFilesUnder('src/server'), ...testFilesUnder('test')].filter(
      (file) => file.endsWith('.unit.test.ts') && file !== 'test/test-names.unit.test.ts',
    );
    expect(units.length).toBeGreaterThan(0);
    const needingDatabase = units.filter((file) =>
      /@test\/(test-app|database|storage-drivers)'|setupTestApp/.test(
        readFileSync(path.join(ROOT, file), 'utf8'),
      ),
    );
    expect(needingDatabase).toEqual([]);
  });

  it('no test replaces a module: each worker imports the code once for all its files', () => {
    // vitest.config.ts runs the unit and integration projects with `isolate: false`: a module
    // replaced by one file (vi.mock, vi.doMock) would stay replaced for the next files of its
    // worker. (A stubbed global is put back after each test: `unstubGlobals`.)
    const files = [
      ...testFilesUnder('src/server'),
      ...testFilesUnder('src/shared'),
      ...testFilesUnder('src/web'),
      ...testFilesUnder('test'),
    ].filter((file) => file !== 'test/test-names.unit.test.ts');
    expect(files.length).toBeGreaterThan(0);
    const replacing = files.filter((file) =>
      /\bvi\.(do)?mock\(/.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(replacing).toEqual([]);
  });
});
