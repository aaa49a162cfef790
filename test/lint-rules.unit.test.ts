import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type IViolation } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The lint rules of docs/BOUNDARIES.md: the import rules of
// .dependency-cruiser.cjs and Biome's file-name and `../../` rules (biome.json), run on a small
// project written here: each bad import or name must be reported by its rule, and every good one
// accepted. `npm run lint` runs the same rules on the real code.

const CONFIG = path.resolve('.dependency-cruiser.cjs');

/** The fixture project: path -> source. Comments say which import breaks which rule. */
const FILES: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      paths: {
        '@shared/*': ['./src/shared/*'],
        '@server/*': ['./src/server/*'],
        '@web/*': ['./src/web/*'],
        '@test/*': ['./test/*'],
      },
    },
  }),
  'node_modules/@aws-sdk/client-s3/package.json': JSON.stringify({
    name: '@aws-sdk/client-s3',
    main: 'index.js',
  }),
  'node_modules/@aws-sdk/client-s3/index.js': 'export const S3Client = class {};',

  'src/shared/constants.ts': 'export const LIMIT = 1;',
  'src/shared/schemas/couple.ts': [
    "import { LIMIT } from '@shared/constants';",
    "import { config } from '@server/config';", // shared-imports-only-shared
    'export const x = [LIMIT, config];',
  ].join('\n'),

  'src/server/config.ts':
    "import { LIMIT } from '@shared/constants';\nexport const config = LIMIT;",
  'src/server/leak.ts': "import { cn } from '@web/lib/cn';\nexport const y = cn;", // server-not-to-web
  'src/server/main.ts': [
    "import { config } from './config';",
    "import { harness } from '@test/harness';", // app-not-to-test-code
    'export const z = [config, harness];',
  ].join('\n'),
  'src/server/app.ts': [
    "import { couplesRoutes } from './features/couples/couples.routes';",
    "import { dashboardRoutes } from '@server/features/dashboard/dashboard.routes';",
    "import { requireCouple } from './features/couples/require-couple';",
    "import { findCouple } from './features/couples/couples.repository';", // routes-only-for-app
    'export const app = [couplesRoutes, dashboardRoutes, requireCouple, findCouple];',
  ].join('\n'),
  // Realtime stands below the features (server-layers): it imports none, not even a service.
  'src/server/realtime/realtime.routes.ts': [
    "import { getCouple } from '@server/features/couples/couples.service';", // server-layers
    "import { couplesRoutes } from '@server/features/couples/couples.routes';", // from-outside, layers
    'export const realtime = [getCouple, couplesRoutes];',
  ].join('\n'),

  'src/server/features/couples/couples.service.ts': [
    "import { findCouple } from './couples.repository';",
    "import { code } from './couple-code';",
    'export const getCouple = () => [findCouple, code];',
  ].join('\n'),
  'src/server/features/couples/couples.repository.ts': 'export const findCouple = 1;',
  'src/server/features/couples/couple-code.ts': 'export const code = 1;',
  'src/server/features/couples/require-couple.ts': 'export const requireCouple = 1;',
  'src/server/features/couples/couples.routes.ts': [
    "import { getCouple } from './couples.service';",
    'export const couplesRoutes = getCouple;',
  ].join('\n'),
  // A feature's own tests may use its internals, and the test harness.
  'src/server/features/couples/couples.test.ts': [
    "import { findCouple } from './couples.repository';",
    "import { harness } from '@test/harness';",
    'export const t = [findCouple, harness];',
  ].join('\n'),
  'src/server/features/dashboard/dashboard.service.ts': [
    "import { getCouple } from '@server/features/couples/couples.service';",
    "import type { requireCouple } from '../couples/require-couple';",
    "import { findCouple } from '@server/features/couples/couples.repository';", // internals
    "import { code } from '../couples/couple-code';", // internals
    "import type { couplesRoutes } from '../couples/couples.routes';", // internals, type-only
    "import { findPlan } from './dashboard.repository';",
    'export type R = typeof requireCouple | typeof couplesRoutes;',
    'export const dashboard = [getCouple, findCouple, code, findPlan];',
  ].join('\n'),
  'src/server/features/dashboard/dashboard.repository.ts': 'export const findPlan = 1;',
  'src/server/features/dashboard/dashboard.routes.ts': [
    "import type { AppDependencies } from '@server/deps';",
    "import { dashboard } from './dashboard.service';",
    'export const dashboardRoutes = (deps: AppDependencies) => [deps, dashboard];',
  ].join('\n'),

  'src/server/storage/s3-blob-store.ts': [
    "import { S3Client } from '@aws-sdk/client-s3';",
    'export const createS3BlobStore = () => new S3Client();',
  ].join('\n'),
  'src/server/storage/create-blob-store.ts': [
    "import type { createS3BlobStore as Create } from './s3-blob-store';",
    'export async function create(): Promise<ReturnType<typeof Create>> {',
    "  const { createS3BlobStore } = await import('./s3-blob-store');",
    '  return createS3BlobStore();',
    '}',
  ].join('\n'),
  'src/server/bootstrap.ts': [
    "import { createS3BlobStore } from './storage/s3-blob-store';", // s3-sdk-only-when-configured
    "import { S3Client } from '@aws-sdk/client-s3';", // s3-sdk-only-when-configured
    'export const b = [createS3BlobStore, S3Client];',
  ].join('\n'),

  // The dependency type stands below the features and above what it names.
  'src/server/deps.ts': [
    "import type { Auth } from '@server/auth/auth';",
    "import type { Clock } from '@server/jobs/clock';",
    'export type AppDependencies = { auth: Auth; clock: Clock };',
  ].join('\n'),
  'src/server/jobs/clock.ts': 'export type Clock = { now(): Date };',
  'src/server/db/migrate.ts': [
    "import type { Clock } from '../jobs/clock';", // server-layers: the database is below jobs
    'export type M = Clock;',
  ].join('\n'),
  // A folder that is on no layer yet.
  'src/server/mail-queue/queue.ts': [
    "import { config } from '@server/config';", // server-file-outside-the-layers
    'export const queue = config;',
  ].join('\n'),
  // A cycle through a type-only import still counts; http below auth imports it: a layer broken.
  'src/server/http/context.ts': [
    "import type { Auth } from '@server/auth/auth';",
    'export type Context = { auth: Auth };',
  ].join('\n'),
  'src/server/auth/auth.ts': [
    "import type { Context } from '../http/context';",
    'export type Auth = { context?: Context };',
  ].join('\n'),
  // Imports nothing, imported by nothing: left over.
  'src/server/http/leftover.ts': 'export const unused = 1;',
  'src/server/http/typo.ts': "import { nothing } from './nothing';\nexport const n = nothing;",

  'test/harness.ts': [
    // The test harness may set up state through a feature's repository.
    "import { findCouple } from '@server/features/couples/couples.repository';",
    'export const harness = findCouple;',
  ].join('\n'),

  'src/web/lib/cn.ts': 'export const cn = 1;',
  'src/web/lib/api-client.ts': [
    "import { LIMIT } from '@shared/constants';",
    "import { config } from '@server/config';", // web-not-to-server
    'export const api = [LIMIT, config];',
  ].join('\n'),
  'src/web/lib/realtime-bridge.ts': [
    "import { coupleKeys } from '@web/features/couples/api/couple-keys';", // infrastructure
    'export const bridge = coupleKeys;',
  ].join('\n'),
  // Tests of lib/ may check it against the real feature keys.
  'src/web/lib/realtime-bridge.test.ts': [
    "import { coupleKeys } from '@web/features/couples/api/couple-keys';",
    "import { bridge } from './realtime-bridge';",
    'export const t = [coupleKeys, bridge];',
  ].join('\n'),
  'src/web/components/page-header.tsx': [
    "import { DashboardPage } from '../app/routes/dashboard/dashboard-page';", // infrastructure
    'export const PageHeader = DashboardPage;',
  ].join('\n'),
  'src/web/features/couples/api/couple-keys.ts': 'export const coupleKeys = 1;',
  'src/web/features/couples/components/join-code-form.tsx': [
    "import { coupleKeys } from '../api/couple-keys';",
    'export const JoinCodeForm = coupleKeys;',
  ].join('\n'),
  'src/web/features/couples/components/waiting-card.tsx': [
    "import { JoinCodeForm } from './join-code-form';",
    'export const WaitingCard = JoinCodeForm;',
  ].join('\n'),
  // The one piece of a feature that other features may embed (WEB_EMBEDDED_WIDGET).
  'src/web/features/reactions/components/reaction-bar.tsx': 'export const ReactionBar = 1;',
  'src/web/features/memories/components/memory-card.tsx': [
    "import { cn } from '@web/lib/cn';",
    "import { ReactionBar } from '@web/features/reactions/components/reaction-bar';",
    "import { coupleKeys } from '@web/features/couples/api/couple-keys';", // features-independent
    "import type { WaitingCard } from '@web/features/couples/components/waiting-card';", // same
    "import { DashboardPage } from '@web/app/routes/dashboard/dashboard-page';", // not-to-app
    'export type W = typeof WaitingCard;',
    'export const MemoryCard = [cn, ReactionBar, coupleKeys, DashboardPage];',
  ].join('\n'),
  // A screen composed of several features, in app/routes/, may import any of their modules.
  'src/web/app/routes/dashboard/api/dashboard-keys.ts': 'export const dashboardKeys = 1;',
  'src/web/app/routes/dashboard/dashboard-page.tsx': [
    "import { cn } from '@web/lib/cn';",
    "import { coupleKeys } from '@web/features/couples/api/couple-keys';",
    "import { WaitingCard } from '@web/features/couples/components/waiting-card';",
    "import { JoinCodeForm } from '@web/features/couples/components/join-code-form';",
    "import { dashboardKeys } from './api/dashboard-keys';",
    'export const DashboardPage = [cn, coupleKeys, WaitingCard, JoinCodeForm, dashboardKeys];',
  ].join('\n'),
  'src/web/app/router.tsx': [
    "import { DashboardPage } from '@web/app/routes/dashboard/dashboard-page';",
    "import { JoinCodeForm } from '@web/features/couples/components/join-code-form';",
    "import { MemoryCard } from '@web/features/memories/components/memory-card';",
    'export const router = [DashboardPage, JoinCodeForm, MemoryCard];',
  ].join('\n'),
};

const EXPECTED = [
  'app-not-to-test-code: src/server/main.ts -> test/harness.ts',
  'no-circular: src/server/auth/auth.ts -> src/server/http/context.ts',
  'no-orphans: src/server/http/leftover.ts -> src/server/http/leftover.ts',
  'server-file-outside-the-layers: src/server/mail-queue/queue.ts -> src/server/config.ts',
  'server-layers: src/server/db/migrate.ts -> src/server/jobs/clock.ts',
  'server-layers: src/server/http/context.ts -> src/server/auth/auth.ts',
  'server-layers: src/server/realtime/realtime.routes.ts -> src/server/features/couples/couples.routes.ts',
  'server-layers: src/server/realtime/realtime.routes.ts -> src/server/features/couples/couples.service.ts',
  'not-to-unresolvable: src/server/http/typo.ts -> ./nothing',
  's3-sdk-only-when-configured: src/server/bootstrap.ts -> node_modules/@aws-sdk/client-s3/index.js',
  's3-sdk-only-when-configured: src/server/bootstrap.ts -> src/server/storage/s3-blob-store.ts',
  'server-feature-internals: src/server/features/dashboard/dashboard.service.ts -> src/server/features/couples/couple-code.ts',
  'server-feature-internals: src/server/features/dashboard/dashboard.service.ts -> src/server/features/couples/couples.repository.ts',
  'server-feature-internals: src/server/features/dashboard/dashboard.service.ts -> src/server/features/couples/couples.routes.ts',
  'server-feature-internals-from-outside: src/server/realtime/realtime.routes.ts -> src/server/features/couples/couples.routes.ts',
  'server-feature-routes-only-for-app: src/server/app.ts -> src/server/features/couples/couples.repository.ts',
  'server-not-to-web: src/server/leak.ts -> src/web/lib/cn.ts',
  'shared-imports-only-shared: src/shared/schemas/couple.ts -> src/server/config.ts',
  'web-features-independent: src/web/features/memories/components/memory-card.tsx -> src/web/features/couples/api/couple-keys.ts',
  'web-features-independent: src/web/features/memories/components/memory-card.tsx -> src/web/features/couples/components/waiting-card.tsx',
  'web-features-not-to-app: src/web/features/memories/components/memory-card.tsx -> src/web/app/routes/dashboard/dashboard-page.tsx',
  'web-infrastructure-imports-no-feature: src/web/components/page-header.tsx -> src/web/app/routes/dashboard/dashboard-page.tsx',
  'web-infrastructure-imports-no-feature: src/web/lib/realtime-bridge.ts -> src/web/features/couples/api/couple-keys.ts',
  'web-not-to-server: src/web/lib/api-client.ts -> src/server/config.ts',
];

/** Files for Biome's rules: path -> the rule that must refuse it ('' for none). */
const BIOME_FILES: Record<string, string> = {
  'src/web/lib/FormField.tsx': 'useFilenamingConvention',
  'src/web/lib/form_field.ts': 'useFilenamingConvention',
  'src/web/lib/form-field.ts': '',
  'src/server/features/events/events.routes.ts': '',
  'src/server/features/events/events.unit.test.ts': '',
  'test/types/some-package.d.ts': '',
  'src/web/features/profile/components/deep-import.tsx': 'noRestrictedImports',
  'src/web/features/profile/components/near-import.tsx': '',
  // The one clock (lint/no-wall-clock.grit): server code and every test read it, not the wall's.
  'src/server/features/events/events.service.ts': 'plugin',
  'src/server/features/events/events.test.ts': 'plugin',
  'test/event-fixtures.ts': 'plugin',
  'e2e/calendar.test.ts': 'plugin',
  'src/web/features/calendar/month.unit.test.tsx': 'plugin',
  'src/server/jobs/clock.ts': '',
  'test/machine-clock.ts': '',
  'src/server/features/events/events.repository.ts': '',
  'src/web/features/calendar/today.ts': '',
};
const BIOME_SOURCES: Record<string, string> = {
  'src/server/features/events/events.service.ts':
    'export const later = (ms: number) => Date.now() + ms;\n',
  'src/server/features/events/events.test.ts': 'export const today = new Date().toISOString();\n',
  'test/event-fixtures.ts': 'export const stamp = (now = new Date()) => now;\n',
  'e2e/calendar.test.ts': 'export const day = Date().slice(0, 10);\n',
  'src/web/features/calendar/month.unit.test.tsx': 'export const at = Date.now();\n',
  'src/server/jobs/clock.ts': 'export const systemClock = { now: () => new Date() };\n',
  'test/machine-clock.ts': 'export const machineNow = () => new Date();\n',
  // A date from a value and a duration are no reading of the wall clock.
  'src/server/features/events/events.repository.ts':
    "export const x = [new Date('2026-01-01'), new Date(0), performance.now()];\n",
  // The browser's own clock is the one clock there (Playwright's clock API sets it in e2e).
  'src/web/features/calendar/today.ts': 'export const today = () => new Date();\n',
  'src/web/features/profile/components/deep-import.tsx':
    "import { cn } from '../../../lib/cn';\nexport const x = cn;\n",
  'src/web/features/profile/components/near-import.tsx':
    "import { ProfileForm } from '../profile-form';\nimport { y } from './y';\nexport const x = [ProfileForm, y];\n",
};

let root: string;
let biomeRoot: string;
let ruleSet: IConfiguration;

function writeTree(dir: string, files: Record<string, string>) {
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'lint-rules-'));
  writeTree(root, FILES);
  ruleSet = await extractDepcruiseConfig(CONFIG);

  // The project's biome.json, without its git integration (this folder is no repository).
  biomeRoot = mkdtempSync(path.join(tmpdir(), 'lint-rules-biome-'));
  const biome = JSON.parse(readFileSync('biome.json', 'utf8'));
  writeTree(biomeRoot, {
    'biome.json': JSON.stringify({ ...biome, $schema: undefined, vcs: { enabled: false } }),
    'lint/no-wall-clock.grit': readFileSync('lint/no-wall-clock.grit', 'utf8'),
    ...Object.fromEntries(
      Object.keys(BIOME_FILES).map((file) => [
        file,
        BIOME_SOURCES[file] ?? 'export const x = 1;\n',
      ]),
    ),
  });
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(biomeRoot, { recursive: true, force: true });
});

async function violationsIn(project: string): Promise<string[]> {
  const tsConfigFile = path.join(project, 'tsconfig.json');
  const result = await cruise(
    ['src', 'test'],
    {
      ...ruleSet.options,
      baseDir: project,
      tsConfig: { fileName: tsConfigFile },
      ruleSet: { forbidden: ruleSet.forbidden ?? [] },
      validate: true,
    },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  if (typeof result.output === 'string') throw new Error(result.output);
  return result.output.summary.violations
    .map((violation: IViolation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`)
    .sort();
}

describe('the lint rules', () => {
  it('of dependency-cruiser report each bad import by its rule, and accept the good ones', async () => {
    expect(await violationsIn(root)).toEqual([...EXPECTED].sort());
  }, 30_000);

  it('of dependency-cruiser are each tested by the fixture project', () => {
    // One name may stand for several rules (server-layers: one per layer).
    const tested = new Set(EXPECTED.map((line) => line.split(':')[0]));
    const names = new Set(ruleSet.forbidden?.map((rule) => rule.name));
    expect([...tested].sort()).toEqual([...names].sort());
  });

  it('of Biome reject a file name that is not kebab-case, a ../../ import and a wall-clock read', () => {
    const biome = path.resolve('node_modules/.bin/biome');
    const run = spawnSync(biome, ['lint', '--reporter=json', '.'], {
      cwd: biomeRoot,
      encoding: 'utf8',
    });
    const { diagnostics } = JSON.parse(run.stdout) as {
      diagnostics: { category: string; location: { path: string } }[];
    };
    const found = diagnostics.map((d) => `${d.location.path}: ${d.category.split('/').pop()}`);
    const expected = Object.entries(BIOME_FILES)
      .filter(([, rule]) => rule)
      .map(([file, rule]) => `${file}: ${rule}`);
    expect(found.sort()).toEqual(expected.sort());
  });

  it("name as the web features' exception only modules that exist (it doesn't rot)", () => {
    const webRule = ruleSet.forbidden?.find((rule) => rule.name === 'web-features-independent');
    const pathNot = webRule && 'to' in webRule ? webRule.to.pathNot : undefined;
    // The patterns naming one module: '^src/web/features/reactions/components/reaction-bar\\.tsx$'.
    const named = [pathNot ?? []]
      .flat()
      .flatMap((patterns) => patterns.split('|'))
      .filter((pattern) => /^\^src\/web\/features\/[\w/\\.-]+\$$/.test(pattern));
    expect(named.length).toBeGreaterThan(0);
    for (const pattern of named) {
      const file = pattern.slice(1, -1).replaceAll('\\.', '.');
      expect(readdirSync(path.dirname(file)), pattern).toContain(path.basename(file));
    }
  });
});
