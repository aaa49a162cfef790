import { configDefaults, defineConfig } from 'vitest/config';

// @shared, @server, @web and @test come from tsconfig.json `paths`, their only definition.
const resolve = { tsconfigPaths: true };

export default defineConfig({
  resolve,
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          // The suffix says what a test needs (test/test-names.unit.test.ts keeps it so):
          // `*.unit.test.ts` nothing but code; a plain `*.test.ts` under src/server the database
          // and the app (the integration project); src/shared holds only unit tests.
          include: [
            'src/shared/**/*.unit.test.ts',
            // The browser code needs no database: all its tests are unit tests, named so
            // (test/test-names.unit.test.ts fails on one that this pattern would skip).
            'src/web/**/*.unit.test.{ts,tsx}',
            // Server code that needs no database (pure functions, config, signing).
            'src/server/**/*.unit.test.ts',
            'test/**/*.unit.test.ts',
          ],
          environment: 'node',
          // One module graph per worker for all its files (29 s of mostly imports became 11 s):
          // no test replaces a module (test/test-names.unit.test.ts), and a global one stubs
          // is put back after each test.
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['src/server/**/*.test.ts', 'test/**/*.integration.test.ts'],
          exclude: [...configDefaults.exclude, '**/*.unit.test.ts'],
          globalSetup: ['test/database.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A file mostly waits on PostgreSQL, and has its own database and data directory: one
          // worker per core rather than vitest's cores - 1 (a single worker on 2 cores).
          maxWorkers: '100%',
          // Each worker imports the app once for all its files (136 s of imports otherwise): every
          // file makes its own app on its own database, and none replaces a module (no vi.mock;
          // test/test-names.unit.test.ts fails on one).
          isolate: false,
        },
      },
      {
        resolve,
        test: {
          // `npm run test:reliability`: the quick checks of test/reliability at full size, then
          // the long ones (crash, realtime at scale, soak), one file at a time so that each
          // measures the machine alone. See "Reliability suite" in docs/TESTING.md.
          name: 'reliability',
          include: ['test/reliability/**/*.test.ts'],
          globalSetup: ['test/database.global-setup.ts'],
          env: { RELIABILITY_FULL: '1' },
          testTimeout: 20 * 60_000,
          hookTimeout: 5 * 60_000,
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
      {
        resolve,
        test: {
          // `npm run test:container` and `npm run test:upgrade`, outside `npm test`: the image
          // built and run with podman, and the previous version's data opened by this one
          // (docs/TESTING.md, "The container"). Minutes each, one at a time.
          name: 'container',
          include: ['test/container/**/*.test.ts'],
          testTimeout: 10 * 60_000,
          hookTimeout: 20 * 60_000,
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
