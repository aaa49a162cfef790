import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm test` checks the types in two halves side by side (tsconfig.web.json, tsconfig.node.json),
// editors and `npm run typecheck` the whole (tsconfig.json). A folder the whole checks and neither
// half does would pass `npm test` unchecked.

const ROOT = path.resolve(import.meta.dirname, '..');
const includeOf = (file: string): string[] =>
  (JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as { include: string[] }).include;

describe('the type check in two halves', () => {
  it('covers every folder of tsconfig.json, each half extending it', () => {
    const halves = ['tsconfig.web.json', 'tsconfig.node.json'];
    for (const half of halves) {
      const config = JSON.parse(readFileSync(path.join(ROOT, half), 'utf8')) as {
        extends?: string;
      };
      expect(config.extends, half).toBe('./tsconfig.json');
    }
    const covered = new Set(halves.flatMap(includeOf));
    // `src` is covered by its folders (each of them, today's and any added later).
    const srcFolders = readdirSync(path.join(ROOT, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/${entry.name}`);
    const expanded = includeOf('tsconfig.json').flatMap((entry) =>
      entry === 'src' ? srcFolders : [entry],
    );
    expect(expanded.filter((entry) => !covered.has(entry))).toEqual([]);
  });
});
