import { signIn } from './helpers';
import { expect, type Page, test } from './test';

/*
 * Each environment's pages, reached as a user reaches them (by the links of the pages before), at the width its
 * people use most: a label cut by an ellipsis (« Créer mon pr… », « EN CONTRACTUALISA… ») or a page wider than the
 * screen is a defect no other assertion sees. One page per route (ids aside); conversations are left out, since
 * opening one marks its messages read for the tests after.
 */

const LABELS = [
  '.mantine-Button-label',
  '.mantine-Badge-label',
  '.mantine-Tabs-tabLabel',
  '.mantine-NavLink-label',
  '.mantine-SegmentedControl-label',
].join(', ');

/** What is wrong with the page in view: its labels cut, and how far it runs past the screen's right edge. */
async function layoutDefects(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const cut = Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter((label) => label.getClientRects().length > 0 && label.scrollWidth > label.clientWidth + 1)
      .map((label) => `cut: ${label.textContent?.trim()}`);
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    return overflow > 0 ? [...cut, `${overflow} px wider than the screen`] : cut;
  }, LABELS);
}

/** A path as its route: numbers and long ids as one segment each, the query kept only for a list's tab. */
const routeOf = (path: string) =>
  path
    .replace(/#.*/, '')
    .replace(/\/\d+(?=\/|\?|$)/g, '/:id')
    .replace(/\/[\w-]{20,}(?=\/|\?|$)/g, '/:key')
    .replace(/\?(?!.*\b(mode|tab)=).*/, '');

async function crawl(page: Page, environment: string, start: string, limit: number): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [start];
  const found: string[] = [];
  while (queue.length > 0 && seen.size < limit) {
    const path = queue.shift() as string;
    const route = routeOf(path);
    if (seen.has(route)) continue;
    seen.add(route);
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.waitForLoadState('networkidle');
    found.push(...(await layoutDefects(page)).map((defect) => `${path}: ${defect}`));
    const links = await page
      .locator(`a[href^="/${environment}"]`)
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    queue.push(...links.filter((href) => !/signout|messages\/|conversations\//.test(href)));
  }
  expect(seen.size).toBe(limit);
  return found;
}

test('the freelancer’s pages on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'freelancer', 'freelance@demo.fr');
  await expect(page).not.toHaveURL(/signin/);
  expect(await crawl(page, 'freelancer', '/freelancer/dashboard', 10)).toEqual([]);
});

test('the client’s pages on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'enterprise', 'client@demo.fr');
  await expect(page).not.toHaveURL(/signin/);
  expect(await crawl(page, 'enterprise', '/enterprise/dashboard', 10)).toEqual([]);
});

test('the team’s pages on a small laptop', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, 'backoffice', 'equipe@demo.fr');
  await expect(page).not.toHaveURL(/signin/);
  expect(await crawl(page, 'backoffice', '/backoffice', 12)).toEqual([]);
});

test('the team’s widest pages on a 1366 px laptop: whole tables and whole funnel cards', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'backoffice', 'equipe@demo.fr');
  await expect(page).not.toHaveURL(/signin/);
  await page.goto('/backoffice/missions?mode=matching');
  const mission = page.getByRole('link', { name: /^Data engineer senior — Spark/ });
  const missionId = (await mission.getAttribute('href'))?.match(/\d+$/)?.[0];
  const found: string[] = [];
  for (const path of [
    '/backoffice/freelancers',
    '/backoffice/missions',
    '/backoffice/invoicing',
    `/backoffice/funnel/${missionId}`,
    '/backoffice/telescope',
    // A search by skills adds their column beside the filters.
    'telescope with skills',
  ]) {
    if (path === 'telescope with skills') {
      await page.getByLabel('Compétences').first().fill('Apache Spark');
      await page
        .getByRole('option', { name: /^Apache Spark/ })
        .first()
        .click();
      await expect(page.getByRole('columnheader', { name: 'Compétences demandées' })).toBeVisible();
    } else await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.waitForLoadState('networkidle');
    const defects = await page.evaluate(() => {
      // What scrolls is the container's viewport (Mantine's ScrollArea), not the container itself.
      const wide = Array.from(document.querySelectorAll('.mantine-TableScrollContainer-scrollContainer'))
        .map((table) => table.querySelector('.mantine-ScrollArea-viewport') ?? table)
        .filter((viewport) => viewport.scrollWidth > viewport.clientWidth + 1)
        .map((viewport) => {
          // Which columns take the room: each header with its width, to tell what to tighten.
          const columns = Array.from(viewport.querySelectorAll('thead th'))
            .map((th) => `${th.textContent?.trim() || '·'} ${Math.round(th.getBoundingClientRect().width)}`)
            .join(', ');
          return `a table scrolls ${viewport.scrollWidth - viewport.clientWidth} px sideways (${columns})`;
        });
      // The kanban's cards (its board scrolls, its cards do not): a name or a badge cut.
      const cards = Array.from(
        document.querySelectorAll<HTMLElement>('.mantine-Card-root a, .mantine-Card-root .mantine-Badge-label'),
      )
        .filter((label) => label.getClientRects().length > 0 && label.scrollWidth > label.clientWidth + 1)
        .map((label) => `cut: ${label.textContent?.trim()}`);
      return [...wide, ...cards];
    });
    found.push(...[...(await layoutDefects(page)), ...defects].map((defect) => `${path}: ${defect}`));
  }
  expect(found).toEqual([]);
});
