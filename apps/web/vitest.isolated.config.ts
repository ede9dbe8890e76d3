import { configDefaults, defineConfig } from 'vitest/config';
import web from './vitest.config';

/** The web tests that need the modules fresh, each file in its own (vitest.config.ts says why). */
export default defineConfig({
  ...web,
  test: {
    ...web.test,
    name: 'web-isolated',
    include: ['src/**/*.isolated.test.{ts,tsx}'],
    exclude: configDefaults.exclude,
    isolate: true,
  },
});
