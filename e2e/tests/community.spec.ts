import { signIn } from './helpers';
import { expect, test } from './test';

/**
 * The client's community: Sophie, admin of Lumen Analytics, finds the freelancers her company worked with,
 * each with their tagline and last mission, and opens one's profile without leaving her environment.
 */
test('the client opens a freelancer of the community inside the enterprise', async ({ page }) => {
  await signIn(page, 'enterprise', 'client@demo.fr');
  await page.getByRole('navigation').getByRole('link', { name: 'Communauté' }).click();
  await expect(page.getByRole('heading', { name: 'Communauté', level: 1 })).toBeVisible();
  await expect(page.getByText('Data engineer senior — Spark, Airflow et dbt sur AWS')).toBeVisible();
  await page.getByRole('link', { name: 'Julien Bernard' }).click();
  await expect(page).toHaveURL(/\/enterprise\/freelancers\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Julien Bernard', level: 1 })).toBeVisible();
  await expect(page.getByText('Compétences', { exact: true })).toBeVisible();
  // Still in the enterprise environment: its navigation, the community entry selected.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Communauté' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
