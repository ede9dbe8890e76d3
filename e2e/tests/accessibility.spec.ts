import { seriousViolations, signIn } from './helpers';
import { expect, type Page, test } from './test';

/*
 * axe on the pages each environment lives in, and on opened states the web bench does not audit (a modal, the
 * team's skill cards, a review's stars): no serious or critical violation. Each finding names its rule and its
 * first element, so that a failure says what to fix.
 */

async function violations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return seriousViolations(page);
}

async function audit(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    found.push(...(await violations(page)));
  }
  return found;
}

test('the freelancer’s pages and the recommendation modal', async ({ page }) => {
  await signIn(page, 'freelancer', 'freelance@demo.fr');
  await expect(page).not.toHaveURL(/signin/);
  const found = await audit(page, [
    '/freelancer/dashboard',
    '/freelancer/explore',
    '/freelancer/missions',
    '/freelancer/company',
    '/freelancer/messages',
    '/freelancer/parameters',
    '/freelancer/profile',
  ]);
  await page.getByRole('button', { name: 'Demander une recommandation pour « Développeur Python »' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await violations(page)));
  expect(found).toEqual([]);
});

test('the client’s pages', async ({ page }) => {
  await signIn(page, 'enterprise', 'client@demo.fr');
  await expect(page).not.toHaveURL(/signin/);
  const found = await audit(page, [
    '/enterprise/dashboard',
    '/enterprise/missions?mode=all',
    '/enterprise/freelancers',
    '/enterprise/crew',
    '/enterprise/administration',
    '/enterprise/mission/create',
  ]);
  expect(found).toEqual([]);

  // The keyboard's first stop skips the header and the navigation: Enter lands on the page itself.
  await page.goto('/enterprise/missions');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#contenu')).toBeFocused();
});

test('the team’s pages, the skill cards of a freelancer and the analytics’ charts', async ({ page }) => {
  await signIn(page, 'backoffice', 'equipe@demo.fr');
  await expect(page).not.toHaveURL(/signin/);
  const found = await audit(page, [
    '/backoffice',
    '/backoffice/dashboard',
    '/backoffice/analytics',
    '/backoffice/invoicing',
    '/backoffice/nova-feedbacks',
    '/backoffice/freelancers',
  ]);
  await page.getByRole('link', { name: 'Julien Bernard' }).first().click();
  await expect(page.getByText('Python', { exact: false }).first()).toBeVisible();
  found.push(...(await violations(page)));
  expect(found).toEqual([]);
});

test('the team’s agency and documentation', async ({ page }) => {
  await signIn(page, 'backoffice', 'equipe@demo.fr');
  await expect(page).not.toHaveURL(/signin/);
  const found = await audit(page, [
    '/backoffice/agency?agent=all',
    ...['colors', 'controls', 'events', 'icons'].map((section) => `/backoffice/documentation/${section}`),
  ]);
  expect(found).toEqual([]);
});

test('the home page on a phone: no violation, and every button’s label shown whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Créer mon profil' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // A label wider than its button is cut by an ellipsis: the reader sees « Créer mon pr… ».
  const clipped = await page
    .locator('.mantine-Button-label')
    .evaluateAll((labels) =>
      labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
    );
  expect(clipped).toEqual([]);
});
