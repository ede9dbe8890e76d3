import { latestMailTo, signIn } from './helpers';
import { expect, test } from './test';

test('the team creates a company, adds its first user, bookmarks and impersonates a client', async ({ page }) => {
  const stamp = Date.now();
  const name = `Studio Lagune ${stamp}`;
  const email = `margaux.leroy.${stamp}@studio-lagune.fr`;

  await signIn(page, 'backoffice', 'equipe@demo.fr');
  await expect(page).toHaveURL(/\/backoffice\/?$/);
  await page.goto('/backoffice/companies');
  await expect(page.getByRole('link', { name: 'Lumen Analytics' })).toBeVisible();
  await page.getByRole('link', { name: 'Ajouter une entreprise' }).click();
  await expect(page).toHaveURL(/\/backoffice\/companies\/add$/);

  // A duplicate name is refused with a clear message, then the new company is created.
  await page.getByLabel(/Nom de l’entreprise/).fill('Lumen Analytics');
  await page.getByRole('button', { name: 'Créer l’entreprise' }).click();
  await expect(page.getByText('Une entreprise s’appelle déjà « Lumen Analytics ».')).toBeVisible();
  await page.getByLabel(/Nom de l’entreprise/).fill(name);
  // A wrong SIRET is said under its field, before any request; a right one passes.
  await page.getByLabel(/^SIRET/).fill('12ab');
  await page.getByRole('button', { name: 'Créer l’entreprise' }).click();
  await expect(page.getByText('SIRET invalide : 14 chiffres dont le dernier est une clé de contrôle.')).toBeVisible();
  await expect(page).toHaveURL(/\/backoffice\/companies\/add$/);
  await page.getByLabel(/^SIRET/).fill('404 833 048 00022');
  await page.getByRole('combobox', { name: 'Structure' }).click();
  await page.getByRole('option', { name: 'Start-up' }).click();
  await page.getByRole('combobox', { name: 'Source d’acquisition' }).click();
  await page.getByRole('option', { name: 'Événement' }).click();
  await page.getByRole('button', { name: 'Créer l’entreprise' }).click();
  await expect(page).toHaveURL(/\/backoffice\/companies\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const companyPath = new URL(page.url()).pathname;

  // "Ajouter un utilisateur" comes back to the company page, where the invited user is listed.
  await page.getByRole('link', { name: 'Ajouter un utilisateur' }).click();
  await expect(page).toHaveURL(/\/backoffice\/corporates\/add\?company=\d+&to=/);
  await expect(page.getByRole('combobox', { name: 'Entreprise' })).toHaveValue(name);
  // Sent empty, the form asks for each required field (an empty e-mail is missing, not invalid).
  await page.getByRole('button', { name: 'Créer et inviter' }).click();
  await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(3);
  await expect(page.getByText('Cette adresse e-mail n’est pas valide.')).toHaveCount(0);
  await page.getByLabel(/E-mail professionnel/).fill(email);
  await page.getByLabel(/^Prénom/).fill('Margaux');
  await page.getByLabel(/^Nom/).fill('Leroy');
  await page
    .locator('label')
    .filter({ hasText: /^Administrateur·rice$/ })
    .click();
  await page.getByRole('button', { name: 'Créer et inviter' }).click();
  await expect(page).toHaveURL(new RegExp(`${companyPath}$`));
  await expect(page.getByRole('link', { name: 'Margaux Leroy' })).toBeVisible();
  await expect(page.getByText('Invitation en attente')).toBeVisible();
  expect(await latestMailTo(email)).toContain('/enterprise/join/');
  // The new user's page leads back to the company, the company's to the list.
  await page.getByRole('link', { name: 'Margaux Leroy' }).click();
  await page.getByRole('link', { name: `Retour à ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`${companyPath}$`));
  await page.getByRole('link', { name: 'Retour aux entreprises' }).click();
  await expect(page).toHaveURL(/\/backoffice\/companies$/);

  // Bookmarks: Sophie is among Camille's favourites; a client user's page offers impersonation.
  await page.goto('/backoffice/corporates');
  await page
    .locator('label')
    .filter({ hasText: /^Favoris$/ })
    .click();
  const sophie = page.getByRole('row', { name: /Sophie Durand/ });
  await expect(sophie).toBeVisible();
  await sophie.getByRole('link', { name: 'Sophie Durand' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sophie Durand' })).toBeVisible();
  await page.getByRole('button', { name: 'Se connecter en tant que' }).click();
  const confirm = page.getByRole('dialog', { name: 'Se connecter en tant que cet utilisateur ?' });
  await confirm.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/enterprise/);
  const notice = page.getByRole('region', { name: /incarnation/i });
  await expect(notice).toContainText('Sophie Durand');
  await notice.getByRole('button', { name: 'Revenir à mon compte' }).click();
  await expect(page).toHaveURL(/\/backoffice\/?$/);
});
