import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from './test';

/**
 * The JavaScript a visitor downloads before they can sign in: at most 200 kB gzipped (issue 9), the environments'
 * own code loaded on demand after. The web bench (`npm run web -w bench`) reports the figure and what makes it; this
 * test keeps the budget between its runs: a component imported into the providers or the theme once pulled
 * Mantine's modals and floating-ui into the entry, 211.7 kB, and nothing else noticed. Sizes, not times: the same
 * build gives the same figure on any machine.
 */
const BUDGET_KB = 200;

async function scriptsOf(page: Page, path: string): Promise<Map<string, number>> {
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() !== 'script' || sizes.has(url.pathname)) return;
    sizes.set(
      url.pathname,
      response.body().then((body) => gzipSync(body, { level: 9 }).length / 1024),
    );
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return new Map(await Promise.all([...sizes].map(async ([name, size]) => [name, await size] as const)));
}

for (const env of ['freelancer', 'enterprise', 'backoffice'] as const) {
  test(`the ${env} sign-in page loads at most ${BUDGET_KB} kB of gzipped JavaScript`, async ({ page }) => {
    const scripts = await scriptsOf(page, `/${env}/signin`);
    await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
    const total = [...scripts.values()].reduce((sum, kb) => sum + kb, 0);
    const largest = [...scripts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, kb]) => `${name} ${kb.toFixed(1)} kB`);
    expect(scripts.size, 'the page loads its scripts').toBeGreaterThan(0);
    expect(total, `${total.toFixed(1)} kB gzipped; the largest: ${largest.join(', ')}`).toBeLessThanOrEqual(BUDGET_KB);
  });
}
