import { signIn } from './helpers';
import { expect, test } from './test';

/** The team's documentation: palettes with their contrast, controls with the shared validators, events, icons. */
test('the team reads the documentation of colours, controls, events and icons', async ({ page }) => {
  await signIn(page, 'backoffice', 'equipe@demo.fr');
  await expect(page).not.toHaveURL(/signin/);
  await page.getByRole('navigation').getByRole('link', { name: 'Documentation' }).click();
  await expect(page).toHaveURL(/\/backoffice\/documentation\/colors$/);
  const primary = page.getByRole('region', { name: 'orbite' });
  await expect(primary.getByText('Couleur principale')).toBeVisible();
  await expect(primary.getByText('#0044FF')).toBeVisible();

  await page.getByRole('tab', { name: 'Contrôles' }).click();
  await expect(page).toHaveURL(/\/backoffice\/documentation\/controls$/);
  const iban = page.getByRole('textbox', { name: 'IBAN' });
  await iban.fill('FR76 3000 6000 0112 3456 7890 188');
  await expect(page.getByText('Valeur refusée par la règle.')).toBeVisible();
  await iban.fill('FR76 3000 6000 0112 3456 7890 189');
  await expect(page.getByText('Valeur valide.')).toBeVisible();

  await page.getByRole('tab', { name: 'Événements' }).click();
  await expect(page).toHaveURL(/\/backoffice\/documentation\/events$/);
  await page.getByRole('textbox', { name: 'Rechercher un événement' }).fill('bienvenue');
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('cell', { name: 'freelance_welcome_link_used' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Rechercher un événement' }).fill('zzz');
  await expect(page.getByText('Aucun événement ne correspond.')).toBeVisible();

  await page.getByRole('tab', { name: 'Icônes' }).click();
  await expect(page).toHaveURL(/\/backoffice\/documentation\/icons$/);
  await page.getByRole('textbox', { name: 'Rechercher une icône' }).fill('calendar');
  await expect(page.getByRole('button', { name: /^Copier le nom IconCalendar/ })).toHaveCount(4);
});
