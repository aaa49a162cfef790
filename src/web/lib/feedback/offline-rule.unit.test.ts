import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEEDS_CONNECTION } from './offline-rule';

/** The reasons docs/OFFLINE.md lists between its needs-connection marks. */
function documentedReasons(): string[] {
  const doc = readFileSync(path.resolve('docs/OFFLINE.md'), 'utf8');
  const list = /<!-- needs-connection:start -->\n([\s\S]*?)<!-- needs-connection:end -->/.exec(doc);
  if (!list?.[1]) throw new Error('docs/OFFLINE.md has no needs-connection list');
  return list[1]
    .trim()
    .split('\n')
    .map((line) => line.replace(/^- /, ''));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

describe('what each write does without a signal', () => {
  it('docs/OFFLINE.md lists the reasons the code declares, word for word', () => {
    expect(documentedReasons()).toEqual(Object.values(NEEDS_CONNECTION));
  });

  it("every reason is some write's: none is left listed after its writes changed", () => {
    const code = sourceFiles(path.resolve('src/web'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const used = new Set([...code.matchAll(/needsConnection: '(\w+)'/g)].map((match) => match[1]));
    expect(Object.keys(NEEDS_CONNECTION).filter((reason) => !used.has(reason))).toEqual([]);
  });
});
