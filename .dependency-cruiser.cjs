// The import rules of docs/BOUNDARIES.md, checked by dependency-cruiser on
// every `npm run lint` (scripts/check-imports.mjs). This file is their one source of truth:
// change a boundary here, and test/lint-rules.unit.test.ts proves each rule still fires.
//
// Paths are relative to the repository root, resolved (aliases and `./x` alike), so a rule
// holds whatever the import looks like. `$1` in a `to` pattern is the group the `from` path
// captured: one rule covers every feature without naming any.

// Mind that dependency-cruiser joins a list of patterns into one regular expression with `|`,
// so a back-reference (`\\1`) counts the groups of the whole list: each pattern that uses one
// is a single string, first in its list, and no other pattern of the list captures a group.

/** A server feature's public surface: its service (`<f>.service.ts`) and request guards. */
const SERVER_FEATURE_SURFACE = '^src/server/features/([^/]+)/(\\1\\.service|require-[^/]+)\\.ts$';
/** What app.ts may import of a feature: the same, and its routes (`<f>.routes.ts`). */
const SERVER_FEATURE_SURFACE_FOR_APP =
  '^src/server/features/([^/]+)/(\\1\\.(service|routes)|require-[^/]+)\\.ts$';

/**
 * The one piece of a web feature that other features may embed: the hearts and comments bar,
 * under a memory card and a plan photo. Handing it down from app/routes instead would thread it
 * through three components of each of those features.
 */
const WEB_EMBEDDED_WIDGET = '^src/web/features/reactions/components/reaction-bar\\.tsx$';

const TEST_FILE = '\\.test\\.tsx?$';

/**
 * The server's layers, top to bottom: a module imports its own layer and those below it, never
 * one above, so every arrow points down and no two folders import each other. The entry points
 * compose everything; a feature takes `deps.ts` (the type of what bootstrap.ts builds, which
 * names the services) and uses the services (realtime, storage, idempotency), which use auth,
 * which uses http; jobs, the database and the configuration are the ground. What a lower layer
 * needs of a higher one is handed down (app.ts gives realtime and storage the couple they check).
 * Tests stand above all of it and are not checked.
 */
const SERVER_LAYERS = [
  [
    'entry points',
    '^src/server/(main|app|bootstrap|reset-password-cli|screen-visits)\\.ts$',
    '^src/server/backup/',
  ],
  ['features', '^src/server/features/'],
  ['the dependency type', '^src/server/deps\\.ts$'],
  ['services', '^src/server/(realtime|storage|idempotency)/'],
  ['auth', '^src/server/auth/'],
  // Serving the web app: its static files (http/static-web.ts) and its server-rendered screens.
  ['http', '^src/server/http/', '^src/server/ssr/'],
  ['jobs', '^src/server/jobs/'],
  ['database', '^src/server/db/'],
  ['configuration and logging', '^src/server/[^/]+\\.ts$'],
];
/** The patterns of the layers above layer `index` (a module stands on the first that matches). */
const serverLayersAbove = (index) => SERVER_LAYERS.slice(0, index).flatMap(([, ...paths]) => paths);
/** What a layer's modules may not import: every layer above it. */
const SERVER_LAYER_RULES = SERVER_LAYERS.map(([name, ...paths], index) => ({
  name: 'server-layers',
  comment: `Arrows point down: ${name} imports nothing of the layers above it (SERVER_LAYERS in .dependency-cruiser.cjs).`,
  severity: 'error',
  from: { path: paths, pathNot: [...serverLayersAbove(index), TEST_FILE] },
  to: { path: serverLayersAbove(index) },
})).slice(1);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-only-shared',
      comment: 'src/shared is isomorphic: it imports only itself (and packages).',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^(src|test|e2e|bench|scripts)/', pathNot: '^src/shared/' },
    },
    {
      name: 'server-not-to-web',
      comment: 'The server never imports web code.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'web-not-to-server',
      comment: 'The web never imports server code (it talks to it over HTTP).',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'app-not-to-test-code',
      comment:
        'Application code never imports the test harness, e2e or bench code (tests under src/ may).',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_FILE },
      to: { path: '^(test|e2e|bench|scripts)/' },
    },
    {
      name: 'server-feature-internals',
      comment:
        'A server feature uses another only through its service (<f>.service.ts) and its request guards (require-*.ts); the repository, helpers and tests stay inside.',
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/' },
      to: {
        path: '^src/server/features/',
        pathNot: [SERVER_FEATURE_SURFACE, '^src/server/features/$1/'],
      },
    },
    {
      name: 'server-feature-internals-from-outside',
      comment:
        'The rest of the server (auth/, realtime/, http/, storage/, db/, bootstrap) uses a feature only through its service and request guards; app.ts also mounts its routes (next rule).',
      severity: 'error',
      from: { path: '^src/server/', pathNot: ['^src/server/features/', '^src/server/app\\.ts$'] },
      to: { path: '^src/server/features/', pathNot: SERVER_FEATURE_SURFACE },
    },
    {
      name: 'server-feature-routes-only-for-app',
      comment: "app.ts mounts a feature's routes (<f>.routes.ts), and imports nothing else of it.",
      severity: 'error',
      from: { path: '^src/server/app\\.ts$' },
      to: {
        path: '^src/server/features/',
        pathNot: SERVER_FEATURE_SURFACE_FOR_APP,
      },
    },
    {
      name: 's3-sdk-only-when-configured',
      comment:
        'The AWS SDK loads only when S3 is configured: only the S3 driver imports it, and create-blob-store.ts loads the driver with await import().',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/server/storage/s3-blob-store\\.ts$' },
      to: {
        path: ['(^|/)node_modules/@aws-sdk/', '^src/server/storage/s3-blob-store\\.ts$'],
        dependencyTypesNot: ['dynamic-import', 'type-only'],
      },
    },
    {
      name: 'web-infrastructure-imports-no-feature',
      comment:
        'lib/ and components/ are infrastructure: they import no feature and no screen of app/ (their tests may, to check them against the real keys).',
      severity: 'error',
      from: { path: '^src/web/(lib|components)/', pathNot: TEST_FILE },
      to: { path: '^src/web/(features|app)/' },
    },
    {
      name: 'web-features-independent',
      comment:
        'A web feature imports no other feature: a screen that shows several is composed in app/routes/ (bulletproof-react), and what features share lives in lib/ or components/. The one exception is WEB_EMBEDDED_WIDGET in .dependency-cruiser.cjs.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: {
        path: '^src/web/features/',
        pathNot: ['^src/web/features/$1/', WEB_EMBEDDED_WIDGET],
      },
    },
    ...SERVER_LAYER_RULES,
    {
      name: 'server-file-outside-the-layers',
      comment:
        'Every server module stands on one of the layers of SERVER_LAYERS: a new folder gets its place there before its first import.',
      severity: 'error',
      from: {
        path: '^src/server/',
        pathNot: [...SERVER_LAYERS.flatMap(([, ...paths]) => paths), TEST_FILE],
      },
      to: {},
    },
    {
      name: 'web-features-not-to-app',
      comment:
        'Arrows point down: app/ (the shell, the router, the composed screens of app/routes/) imports features, never the other way.',
      severity: 'error',
      from: { path: '^src/web/features/' },
      to: { path: '^src/web/app/' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles, type-only imports included: a cycle through types is still two modules that cannot be understood (or moved) apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment:
        'A module nothing imports and that imports nothing is left over: delete it. Tests, type declarations, configs and the locale chunks (loaded by import.meta.glob in lib/locale-loaders.ts) are entry points.',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: [
          '\\.test\\.tsx?$',
          '\\.d\\.m?ts$',
          '(^|/)[^/]+\\.config\\.[cm]?[jt]s$',
          '^src/web/locales/[^/]+/(index|screens)\\.ts$',
          '^src/web/public/',
          // Figure modules are found and imported by bench/run.mjs at run time.
          '^bench/figures/',
        ],
      },
      to: {},
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves to a file or an installed package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type import of another feature's internals couples them too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Packages' subpath exports (hono/factory, better-auth/adapters/drizzle, tsx/esm/api).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
