import { signIn } from './helpers';
import { expect, test } from './test';

/** The agency: an agent lands on their own portfolio by priority, switches to the whole agency, opens a freelancer. */
test('an agent follows their portfolio, then the whole agency', async ({ page }) => {
  await signIn(page, 'backoffice', 'equipe@demo.fr');
  await expect(page).not.toHaveURL(/signin/);
  await page.getByRole('navigation').getByRole('link', { name: 'Agence freelance' }).click();
  await expect(page).toHaveURL(/\/backoffice\/agency\?agent=\d+$/);
  const portfolio = page.getByRole('combobox', { name: 'Portefeuille' });
  await expect(portfolio).toHaveValue(/^Mon portefeuille – Camille Moreau \(3 freelances\)$/);
  for (const column of [
    'Fin de mission sous 30 jours',
    'Disponibles',
    'Disponibles sous 30 jours',
    'En mission au-delà de 30 jours',
  ])
    await expect(page.getByRole('heading', { name: column, exact: true })).toBeVisible();
  await expect(page.getByTestId('agency-member')).toHaveCount(3);
  const available = page.getByRole('region', { name: 'Disponibles', exact: true });
  await expect(available.getByRole('link', { name: 'Julien Bernard' })).toBeVisible();

  await portfolio.click();
  await page.getByRole('option', { name: /^Toute l’agence/ }).click();
  await expect(page).toHaveURL(/\/backoffice\/agency\?agent=all$/);
  // The whole agency names each freelancer's agent.
  await expect(page.getByText('Agent : Hugo Lefèvre').first()).toBeVisible();
  expect(await page.getByTestId('agency-member').count()).toBeGreaterThan(3);

  await page.getByRole('link', { name: 'Julien Bernard' }).click();
  await expect(page).toHaveURL(/\/backoffice\/freelancers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Julien Bernard');
});
