import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web's import rules (docs/ARCHITECTURE.md, "Web building blocks"):
 * - a feature uses another feature only through that feature's public surface: the modules
 *   whose comments carry the `@public` tag (its query keys, a hook or a card others show);
 * - `lib/` and `components/` are infrastructure and know no feature;
 * - no `../../` chains: `@web/*` and `@shared/*` instead.
 * `app/` wires the features together and may import any of them. Tests are left out.
 */
const WEB = path.resolve('src/web');
const IMPORT =
  /(?:^|\n)\s*(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

interface SourceFile {
  /** Relative to src/web, with forward slashes. */
  path: string;
  source: string;
}

const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** The module a specifier names, relative to src/web; null outside the web (packages, shared). */
function resolveFrom(file: string, specifier: string): string | null {
  if (specifier.startsWith('@web/')) return specifier.slice('@web/'.length);
  if (!specifier.startsWith('.')) return null;
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return resolved.startsWith('..') ? null : resolved;
}

function boundaryViolations(files: SourceFile[], isPublic: (module: string) => boolean): string[] {
  const problems: string[] = [];
  for (const { path: file, source } of files) {
    const feature = featureOf(file);
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (specifier.startsWith('../../')) problems.push(`${file}: use an alias for ${specifier}`);
      const target = resolveFrom(file, specifier);
      const targetFeature = target ? featureOf(target) : null;
      if (!target || !targetFeature) continue;
      if (/^(lib|components)\//.test(file)) {
        problems.push(
          `${file}: infrastructure imports the ${targetFeature} feature (${specifier})`,
        );
      } else if (feature && feature !== targetFeature && !isPublic(target)) {
        problems.push(`${file}: ${specifier} is not public in ${targetFeature} (tag it @public?)`);
      }
    }
  }
  return problems;
}

function webSources(dir: string): SourceFile[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return webSources(full);
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) return [];
    return [
      {
        path: path.relative(WEB, full).split(path.sep).join('/'),
        source: readFileSync(full, 'utf8'),
      },
    ];
  });
}

function isTaggedPublic(module: string): boolean {
  const file = ['.ts', '.tsx'].map((ext) => path.join(WEB, module + ext)).find(existsSync);
  return file !== undefined && /@public\b/.test(readFileSync(file, 'utf8'));
}

describe('web import boundaries', () => {
  it('hold for every web source file', () => {
    expect(boundaryViolations(webSources(WEB), isTaggedPublic)).toEqual([]);
  });

  it('catch a feature reaching into another, infrastructure importing a feature, a ../../ chain', () => {
    const publicModules = new Set(['features/couples/api/couples-keys']);
    const files: SourceFile[] = [
      {
        path: 'features/dashboard/dashboard-page.tsx',
        source: [
          "import { couplesKeys } from '@web/features/couples/api/couples-keys';",
          "import { JoinCodeForm } from '../couples/components/join-code-form';",
          "import { Button } from '@web/components/ui/button';",
          "import { dashboardKeys } from './api/dashboard-keys';",
        ].join('\n'),
      },
      {
        path: 'lib/realtime/realtime-bridge.tsx',
        source: "import { useSession } from '@web/features/auth/api/session';",
      },
      {
        path: 'features/profile/components/profile-form.tsx',
        source: "import { cn } from '../../../lib/cn';",
      },
    ];
    expect(boundaryViolations(files, (module) => publicModules.has(module))).toEqual([
      'features/dashboard/dashboard-page.tsx: ../couples/components/join-code-form is not public in couples (tag it @public?)',
      'lib/realtime/realtime-bridge.tsx: infrastructure imports the auth feature (@web/features/auth/api/session)',
      'features/profile/components/profile-form.tsx: use an alias for ../../../lib/cn',
    ]);
  });
});
