import { createRequire } from 'node:module';
import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Node loads graphql's CommonJS build for the libraries; make the sources under test load the same one.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');
const resolve = { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] };

const apiUnit = ['apps/api/src/**/*.unit.test.ts', 'apps/api/src/**/*.policy.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on this project's 2-core machines, where
    // the unit suite then kept the machine 57 % busy and took 125 s (77 s on two workers).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['packages/domain/src/**/*.test.ts', ...apiUnit],
          environment: 'node',
        },
      },
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      {
        resolve,
        test: {
          name: 'integration',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: apiUnit,
          environment: 'node',
          // Each file gets its own database; two at a time suits a 2-core machine.
          maxWorkers: 2,
          // The files share a worker's modules: importing the API anew for each of 78 files took 409 s of the
          // suite's 9.2 minutes in CI (4.4 minutes this way). Each file's state lives in its own database and app.
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
