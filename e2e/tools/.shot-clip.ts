/*
 * Looks at a page as a user would: signs in as a demo account (or not), opens a path and saves a
 * full-page PNG. For development checks, not a test.
 *
 *   node --import tsx e2e/tools/screenshot.ts --base http://localhost:5173 --as client@demo.fr \
 *     --path /enterprise/missions --out /tmp/missions.png [--width 1440] [--wait-text "Missions"]
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    as: { type: 'string' },
    password: { type: 'string', default: 'demo1234' },
    path: { type: 'string', default: '/' },
    out: { type: 'string', default: '/tmp/screenshot.png' },
    width: { type: 'string', default: '1440' },
    height: { type: 'string', default: '900' },
    'wait-text': { type: 'string' },
  },
});

const envOf = (path: string) => /^\/(backoffice|enterprise|freelancer)/.exec(path)?.[1] ?? 'freelancer';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage({
    baseURL: values.base,
    viewport: { width: Number(values.width), height: Number(values.height) },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  if (values.as) {
    await page.goto(`/${envOf(values.path ?? '/')}/signin`);
    await page.getByLabel('Adresse e-mail').fill(values.as);
    await page.getByLabel(/^Mot de passe/).fill(values.password ?? 'demo1234');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/signin'), { timeout: 20_000 });
  }
  await page.goto(values.path ?? '/');
  if (values['wait-text']) await page.getByText(values['wait-text']).first().waitFor({ timeout: 20_000 });
  else await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: values.out, fullPage: true, clip: { x: 250, y: Number(process.env.CLIP_Y ?? 0), width: 1190, height: Number(process.env.CLIP_H ?? 1400) } });
  console.log(`saved ${values.out} (${page.url()})`);
} finally {
  await browser.close();
}
