import { signIn } from './helpers';
import { expect, test } from './test';

test('a team member runs the teams and finds what is assigned to them', async ({ page }) => {
  const name = `Qualité ${Date.now().toString(36)}`;
  await signIn(page, 'backoffice', 'equipe@demo.fr');
  await expect(page).toHaveURL(/\/backoffice\/?$/);

  // The home page lists Camille's portfolio: her companies and her freelancers.
  await expect(page.getByTestId('my-companies').getByRole('link', { name: 'Lumen Analytics' })).toBeVisible();
  await expect(page.getByTestId('my-freelancers').getByRole('link', { name: /Julien Bernard/ })).toBeVisible();

  // A new team: a duplicate name is refused, then the team is created and opened.
  await page.goto('/backoffice/teams');
  await expect(page.getByTestId('team-card').filter({ hasText: 'Ventes' })).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle équipe' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Créer une équipe' });
  await modal.getByLabel(/^Nom/).fill('ventes');
  await modal.getByRole('button', { name: 'Créer l’équipe' }).click();
  await expect(modal.getByText('Une équipe porte déjà ce nom.')).toBeVisible();
  await modal.getByLabel(/^Nom/).fill(name);
  await modal.getByLabel('Description').fill('Relecture des profils avant présentation.');
  await modal.getByRole('button', { name: 'Créer l’équipe' }).click();
  await expect(modal).toBeHidden();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Personne dans cette équipe pour l’instant.')).toBeVisible();

  // Nadia joins the team, then the team is deleted after a confirmation; Nadia stays, without team.
  await page.getByRole('combobox', { name: 'Ajouter un membre' }).click();
  await page.getByRole('option', { name: 'Nadia Roussel' }).click();
  await expect(page.getByTestId('team-member').filter({ hasText: 'Nadia Roussel' })).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer l’équipe' });
  await expect(confirm).toContainText('Son membre reste dans le back-office, sans équipe.');
  await confirm.getByRole('button', { name: 'Supprimer l’équipe' }).click();
  await expect(page).toHaveURL(/\/backoffice\/teams$/);
  await expect(page.getByTestId('team-card').filter({ hasText: name })).toHaveCount(0);

  // "Mes freelances" keeps only the freelancers Camille follows.
  await page.goto('/backoffice/freelancers');
  await page.getByText('Mes freelances', { exact: true }).click();
  await expect(page).toHaveURL(/mine=1/);
  await expect(page.getByText('3 freelances')).toBeVisible();
});
