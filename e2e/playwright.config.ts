import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { dataDirOf, portOf, workers } from './servers';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `\nThe end-to-end tests drive Debian's Chromium, not found at ${chromium}.\n` +
      'Install it with:  sudo apt-get install -y chromium   (or set CHROMIUM_PATH)\n',
  );
  process.exit(1);
}

function demoServer(on: number, env: Record<string, string>) {
  const data = dataDirOf(on);
  return {
    command: `rm -rf "${data}" && env -u DATABASE_URL -u REDIS_URL node --import tsx ../apps/api/src/main.ts`,
    url: `http://localhost:${on}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(on), DATA_DIR: data, SEED_DEMO: 'true', DEMO: 'true', LOG_LEVEL: 'warn', ...env },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Files are shared out between the workers, each file's tests running in order on one worker (servers.ts).
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // tests/test.ts points each worker at its own server.
    baseURL: `http://localhost:${portOf(0)}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Recording a trace costs every test its snapshots: CI records one for a failed test's retry only.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // For each worker, a fresh embedded database with the demo data, on its own port and data folder: never a
  // DATABASE_URL or REDIS_URL of the environment (CI sets them for the integration suite; demo data never goes there).
  webServer: Array.from({ length: workers }, (_, index) =>
    demoServer(portOf(index), {
      // The signed-in pages come rendered by the server, as in production (tests/test.ts fails a test whose page does
      // not hydrate); route-prefetch.spec.ts asks for the frames the browser renders itself.
      WEB_RENDER: 'on',
      // On a loaded CI machine a render may take longer than production's budget, after which the page would come
      // as a frame.
      WEB_RENDER_BUDGET_MS: '10000',
    }),
  ),
});
