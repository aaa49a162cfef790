import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = {
  '@shared': path.resolve('src/shared'),
  '@server': path.resolve('src/server'),
  '@web': path.resolve('src/web'),
  '@test': path.resolve('test'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            // Server code that needs no database (pure functions, config, signing).
            'src/server/**/*.unit.test.ts',
            'test/**/*.unit.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['src/server/**/*.test.ts', 'test/**/*.integration.test.ts'],
          exclude: [...configDefaults.exclude, '**/*.unit.test.ts'],
          globalSetup: ['test/database.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
