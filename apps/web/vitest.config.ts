import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  test: {
    name: 'web',
    root: new URL('.', import.meta.url).pathname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // A test that needs the modules fresh (their state at the page's start, a module mocked with vi.mock, a global
    // stubbed) is named *.isolated.test.ts(x): vitest.isolated.config.ts runs those, each file in new modules. The
    // others share a worker's modules: importing the app's modules and a jsdom anew for each of 111 files took 6 of
    // the unit suite's 7 minutes, and CI past 20.
    exclude: [...configDefaults.exclude, 'src/**/*.isolated.test.{ts,tsx}'],
    isolate: false,
    setupFiles: ['./src/test-setup.ts'],
  },
});
