import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `\nThe end-to-end tests drive Debian's Chromium, not found at ${chromium}.\n` +
      'Install it with:  sudo apt-get install -y chromium   (or set CHROMIUM_PATH)\n',
  );
  process.exit(1);
}

const port = Number(process.env.E2E_PORT ?? 3310);
// Each port gets its own data folder, so that runs on different ports do not wipe each other's database.
export const dataDir = path.resolve(import.meta.dirname, `.data/port-${port}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
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
  webServer: {
    // A fresh embedded database with the demo data, on its own port and data folder: never a DATABASE_URL
    // or REDIS_URL of the environment (CI sets them for the integration suite; demo data never goes there).
    command: `rm -rf "${dataDir}" && env -u DATABASE_URL -u REDIS_URL node --import tsx ../apps/api/src/main.ts`,
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      // The signed-in pages come rendered by the server (server-render.spec.ts checks it): on a loaded CI machine a
      // render may take longer than production's budget, after which the page would come as a frame.
      WEB_RENDER_BUDGET_MS: '10000',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
