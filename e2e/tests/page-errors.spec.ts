import { signIn } from './helpers';
import { expect, test } from './test';

test('a page whose code cannot load says so in French and comes back on reload', async ({ page }) => {
  // The telescope's code does not come (a dropped connection, or a version deployed while the tab was open).
  const blocked = /\/assets\/telescope-page-[^/]*\.js$/;
  await page.route(blocked, (route) => route.abort('connectionfailed'));
  await signIn(page, 'backoffice', 'equipe@demo.fr');
  await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
  // The page reloads by itself once (unit-tested); here it already did, so it says what happened.
  await page.evaluate(() => sessionStorage.setItem('orbite.chunkReloadAt', String(Date.now())));
  await page.getByRole('link', { name: 'Télescope' }).first().click();
  await expect(page.getByRole('heading', { name: 'Page indisponible' })).toBeVisible();
  await expect(page.getByText(/Unexpected Application Error|dynamically imported module/)).toHaveCount(0);

  // The connection is back: « Recharger la page » shows the telescope.
  await page.unroute(blocked);
  await page.getByRole('button', { name: 'Recharger la page' }).click();
  await expect(page.getByRole('heading', { name: 'Télescope', level: 1 })).toBeVisible();
});
