import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

function testFilesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

// vitest.config.ts picks a test's project by its name: a name outside the rule would run in no
// project at all, silently.
describe('test file names', () => {
  it('src/shared holds only unit tests, named *.unit.test.ts', () => {
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
});
