import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs name files and code (`events.routes.ts`, `requireSession`, `SSR_BUDGET_MS`) and link
// to each other; a rename or a deletion that forgets them leaves a newcomer hunting for what is
// not there. This reads README.md, docs/*.md and the READMEs beside the code, and fails on
// every file path, link, anchor or code name they give that the repository does not have.

const ROOT = path.resolve(import.meta.dirname, '..');

/** Folders that are not the project's own text: built output, data, installed packages. */
const SKIPPED_DIRS = new Set([
  '.git',
  'node_modules',
  'dist',
  'data',
  '.test-data',
  'test-results',
  'results',
]);

/**
 * Files a doc may name that a checkout does not have: what a run makes (the data directory, the
 * build, test output, backups). Matched against the start of the path as written (or resolved,
 * for a link).
 */
const MADE_AT_RUN_TIME = [
  './data',
  'data/',
  'DATA_DIR',
  'dist/',
  'test-results/',
  '.test-data/',
  'bench/results/',
  'node_modules/',
  'backups/',
  '/backups',
  '/usr/',
  '/tmp/',
  '/srv/',
  // Being added by the self-hosting change; README.md links it already. Drop once it exists.
  'docs/SELF-HOSTING.md',
];

const CODE_EXTENSIONS = /\.(ts|tsx|mjs|cjs|js|json|sql|css|html|grit|yaml|yml|sh)$/;

function walk(dir: string, found: string[]): string[] {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(relative, found);
    else found.push(relative);
  }
  return found;
}

const FILES = walk('', []);
const FILE_SET = new Set(FILES);
const DIR_SET = new Set(
  FILES.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
  ),
);

const DOCS = FILES.filter(
  (file) =>
    file === 'README.md' ||
    /^docs\/[^/]+\.md$/.test(file) ||
    /^(src|test|bench|e2e|scripts)\/.*README\.md$/.test(file),
);

/** The code, without comment lines: a name only a comment still mentions is gone. */
const CODE = FILES.filter(
  (file) => CODE_EXTENSIONS.test(file) || /(^|\/)\.?[\w-]+rc$|^\.ci\//.test(file),
)
  .filter(
    (file) => !file.endsWith('package-lock.json') && file !== 'test/docs-references.unit.test.ts',
  )
  .map((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
      .join('\n'),
  )
  .join('\n');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(path.join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1] ?? '')));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path as written, with `<f>` placeholders and `*` globs, as a pattern over repo paths. */
function pathPattern(written: string): RegExp {
  const source = written
    // `x` as a name stands for any ('./x', 'x.unit.test.ts'), as `<f>` does.
    .replace(/(^|\/)x(?=$|\/|\.)/g, '$1<x>')
    .split(/(<[^>]+>|\*\*|\*|\{[^}]+\})/)
    .map((part) => {
      if (/^<[^>]+>$/.test(part)) return '[^/]+';
      if (part === '**') return '(.*/)?';
      if (part === '*') return '[^/]*';
      if (/^\{[^}]+\}$/.test(part)) {
        return `(${part.slice(1, -1).split(',').map(escapeRegExp).join('|')})`;
      }
      return escapeRegExp(part);
    })
    .join('');
  // From the root, or the end of a longer path ('events/events.routes.ts', 'lib/outbox').
  return new RegExp(`^(.*/)?${source}(\\.tsx?|/index\\.ts)?$`);
}

const ALIASES: Record<string, string> = {
  '@shared/': 'src/shared/',
  '@server/': 'src/server/',
  '@web/': 'src/web/',
  '@test/': 'test/',
  '@scripts/': 'scripts/',
};

const EVERY_PATH = [...FILES, ...DIR_SET];

/** Whether a path a doc names is a file or folder of the repository. */
function pathExists(written: string, fromDoc: string): boolean {
  let target = written.replace(/[#:].*$/, '').replace(/\/$/, '');
  if (MADE_AT_RUN_TIME.some((prefix) => target.startsWith(prefix))) return true;
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (target.startsWith(alias)) target = folder + target.slice(alias.length);
  }
  if (target.startsWith('./') || target.startsWith('../')) {
    target = path.posix.normalize(path.posix.join(path.posix.dirname(fromDoc), target));
  }
  const pattern = pathPattern(target.replace(/\*\*\//g, '**'));
  if (EVERY_PATH.some((file) => pattern.test(file))) return true;
  // A package ('@aws-sdk/*', 'ical.js'), or a name the code writes ('manifest.json',
  // 'application/zip', 'uploads/'): every literal part of it is in the code.
  const [first = '', second = ''] = target.split('/');
  const packageName = first.startsWith('@') ? `${first}/${second}` : first;
  if (existsSync(path.join(ROOT, 'node_modules', packageName.replace(/\*$/, '')))) return true;
  // Never for the project's own files: a source file that is gone is gone.
  if (/^(src|test|e2e|docs|scripts|bench|migrations|lint)\//.test(target)) return false;
  if (/\.(ts|tsx|mjs|cjs|md)$/.test(target)) return false;
  const literals = target
    .split(/<[^>]+>|\*+|\{[^}]+\}/)
    .map((part) => part.replace(/^\/|\/$/g, ''));
  return literals.every((part) => part.length < 3 || CODE.includes(part));
}

/** A code span that names a path: a slash or a file extension, and no spaces. */
const looksLikePath = (span: string) =>
  !/\s/.test(span) &&
  !/^(https?:|mailto:|\/\/)/.test(span) &&
  !span.startsWith('/') &&
  !/^[./]+$/.test(span) &&
  (/^[\w.@<>*{}-]+(\/[\w.@<>*{}[\]-]*)+$/.test(span) ||
    /^[\w.<>*-]+\.(ts|tsx|mjs|cjs|js|json|md|sql|css|html|grit)$/.test(span));

/** A code span that names code: `camelCase`, `PascalCase`, `SCREAMING_CASE` or `call()`. */
function codeNameOf(span: string): string | null {
  const match = /^([A-Za-z_$][\w$]*)(\(\))?$/.exec(span);
  if (!match?.[1]) return null;
  const name = match[1];
  const isCall = match[2] !== undefined;
  const isCodeCase =
    /[a-z][A-Z]/.test(name) ||
    /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(name) ||
    /^[TZ][A-Z][a-z]/.test(name);
  return isCall || isCodeCase ? name : null;
}

interface Problem {
  doc: string;
  line: number;
  what: string;
}

function problemsOf(doc: string): Problem[] {
  const problems: Problem[] = [];
  const lines = readFileSync(path.join(ROOT, doc), 'utf8').split('\n');
  let inFence = false;
  lines.forEach((text, index) => {
    if (/^\s*```/.test(text)) inFence = !inFence;
    if (inFence) return;
    const line = index + 1;
    for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:)/.test(target)) continue;
      const [file = '', anchor] = target.split('#');
      const resolved = file
        ? path.posix.normalize(path.posix.join(path.posix.dirname(doc), file))
        : doc;
      if (file && MADE_AT_RUN_TIME.some((prefix) => resolved.startsWith(prefix))) continue;
      if (!FILE_SET.has(resolved) && !DIR_SET.has(resolved)) {
        problems.push({ doc, line, what: `link to a missing file: ${target}` });
      } else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) {
        problems.push({ doc, line, what: `link to a missing heading: ${target}` });
      }
    }
    for (const [, span = ''] of text.matchAll(/`([^`]+)`/g)) {
      if (looksLikePath(span)) {
        if (!pathExists(span, doc)) problems.push({ doc, line, what: `missing path: ${span}` });
        continue;
      }
      const name = codeNameOf(span);
      if (name && !new RegExp(`(?<![\\w$])${escapeRegExp(name)}(?![\\w$])`).test(CODE)) {
        problems.push({ doc, line, what: `missing in the code: ${span}` });
      }
    }
  });
  return problems;
}

describe('the docs name what exists', () => {
  it('reads the README, docs/ and the READMEs beside the code', () => {
    expect(DOCS).toContain('README.md');
    expect(DOCS).toContain('docs/ARCHITECTURE.md');
    expect(DOCS.length).toBeGreaterThan(10);
  });

  it('every path, link, heading and code name they give is in the repository', () => {
    const problems = DOCS.flatMap(problemsOf).map(
      ({ doc, line, what }) => `${doc}:${line}: ${what}`,
    );
    expect(problems).toEqual([]);
  });

  it('catches a file, a heading and a function that are not there', () => {
    expect(pathExists('src/server/features/events/events.routes.ts', 'docs/X.md')).toBe(true);
    expect(pathExists('features/<f>/<f>.routes.ts', 'docs/X.md')).toBe(true);
    expect(pathExists('events.routes.ts', 'docs/X.md')).toBe(true);
    expect(pathExists('@shared/couple-ending', 'docs/X.md')).toBe(true);
    expect(pathExists('src/server/features/events/events.rooutes.ts', 'docs/X.md')).toBe(false);
    expect(codeNameOf('requireSession')).toBe('requireSession');
    expect(codeNameOf('deps')).toBeNull();
    expect(existsSync(path.join(ROOT, 'docs/ARCHITECTURE.md'))).toBe(true);
    expect(anchorsOf('docs/ARCHITECTURE.md').has('where-to-read-more')).toBe(true);
  });
});
