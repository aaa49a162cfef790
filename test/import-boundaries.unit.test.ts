import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What a server feature offers the rest of the code (docs/ARCHITECTURE.md, "Boundaries"): its
// service (`<f>.service.ts`) and its request guards (`require-*.ts`); its routes only to app.ts,
// which mounts them. Repositories, helpers and tests stay inside the feature, so a feature can
// change its tables and queries without breaking another.

const ROOT = path.resolve(import.meta.dirname, '..');
const ALIASES: Record<string, string> = {
  '@server/': 'src/server/',
  '@shared/': 'src/shared/',
  '@web/': 'src/web/',
  '@test/': 'test/',
};
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
// Only `import x from`, `export x from` and `import 'x'`: what loads with the importing module.
const STATIC_IMPORT = /(?:\bfrom\s*|^import\s+)['"]([^'"]+)['"]/gm;

/** The imported file relative to the project root, or null for a package. */
function resolveImport(importer: string, specifier: string): string | null {
  for (const [alias, dir] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return path.posix.join(dir, specifier.slice(alias.length));
  }
  if (!specifier.startsWith('.')) return null;
  return path.posix.join(path.posix.dirname(importer), specifier);
}

const featureOf = (file: string) => /^src\/server\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

function isPublicSurface(importer: string, target: string, feature: string): boolean {
  const name = path.posix.basename(target).replace(/\.tsx?$/, '');
  if (name === `${feature}.service` || name.startsWith('require-')) return true;
  return name === `${feature}.routes` && importer === 'src/server/app.ts';
}

/** Every import in `sources` (path from the root -> code) that breaks a boundary. */
function boundaryViolations(sources: Map<string, string>): string[] {
  const violations: string[] = [];
  for (const [importer, code] of sources) {
    for (const [, specifier] of code.matchAll(IMPORT)) {
      if (!specifier) continue;
      const target = resolveImport(importer, specifier);
      if (!target) continue;
      if (importer.startsWith('src/shared/') && !target.startsWith('src/shared/')) {
        violations.push(`${importer} -> ${specifier}: shared code imports only shared code`);
      } else if (importer.startsWith('src/server/') && target.startsWith('src/web/')) {
        violations.push(`${importer} -> ${specifier}: the server never imports web code`);
      }
      const feature = featureOf(target);
      if (!feature || featureOf(importer) === feature) continue;
      if (!isPublicSurface(importer, target, feature)) {
        violations.push(
          `${importer} -> ${specifier}: not part of the ${feature} feature's surface`,
        );
      }
    }
  }
  return violations;
}

function readSources(dir: string, into = new Map<string, string>()): Map<string, string> {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) readSources(file, into);
    else if (/\.tsx?$/.test(entry.name))
      into.set(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
  }
  return into;
}

/**
 * The AWS SDK loads only when S3 is configured: only the S3 driver imports it, and nothing
 * imports the driver statically (create-blob-store.ts awaits `import()` when S3_* is set).
 */
function eagerAwsSdkImports(sources: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [importer, code] of sources) {
    for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
      if (!specifier || importer === 'src/server/storage/s3-blob-store.ts') continue;
      if (specifier.startsWith('@aws-sdk/') || /s3-blob-store$/.test(specifier)) {
        found.push(`${importer} -> ${specifier}`);
      }
    }
  }
  return found;
}

describe('import boundaries', () => {
  it('holds for the server and shared code', () => {
    const sources = readSources('src/server', readSources('src/shared'));
    expect(sources.size).toBeGreaterThan(50);
    expect(boundaryViolations(sources)).toEqual([]);
  });

  it('loads the AWS SDK only when S3 is configured', () => {
    const sources = readSources('src/server', readSources('src/shared'));
    expect(eagerAwsSdkImports(sources)).toEqual([]);
    expect(sources.get('src/server/storage/create-blob-store.ts')).toContain(
      "await import('./s3-blob-store')",
    );
    const eager = new Map([
      ['src/server/bootstrap.ts', "import { x } from './storage/s3-blob-store';"],
    ]);
    expect(eagerAwsSdkImports(eager)).toEqual([
      'src/server/bootstrap.ts -> ./storage/s3-blob-store',
    ]);
  });

  it("catches a feature reaching into another's repository, by alias or relative path", () => {
    const sources = new Map([
      [
        'src/server/features/dashboard/dashboard.service.ts',
        [
          "import { getMyCouple } from '@server/features/couples/couples.service';",
          "import { findCoupleOfUser } from '@server/features/couples/couples.repository';",
          "import { toProfileName } from '../profile/profile.repository';",
          "import { requireCouple } from '../couples/require-couple';",
          "import { findPlan } from './dashboard.repository';",
        ].join('\n'),
      ],
      ['src/server/app.ts', "import { couplesRoutes } from './features/couples/couples.routes';"],
      [
        'src/server/realtime/realtime.routes.ts',
        "import { couplesRoutes } from '@server/features/couples/couples.routes';",
      ],
      ['src/shared/schemas/x.ts', "import { LIMITS } from '@server/config';"],
    ]);
    expect(boundaryViolations(sources)).toEqual([
      expect.stringContaining('couples/couples.repository'),
      expect.stringContaining('profile/profile.repository'),
      expect.stringContaining('realtime.routes.ts -> @server/features/couples/couples.routes'),
      expect.stringContaining('src/shared/schemas/x.ts'),
    ]);
  });
});
