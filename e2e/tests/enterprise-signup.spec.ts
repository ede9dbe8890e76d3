import { latestMailTo } from './helpers';
import { expect, test } from './test';

test('a visitor signs their company up in steps, confirming the work e-mail from the mail', async ({ page }) => {
  const email = `dsi.${Date.now()}@batiplus.fr`;
  await page.goto('/enterprise/signup');

  // 1. Preferences.
  await expect(page.getByRole('heading', { name: 'Quels talents recherchez-vous ?' })).toBeVisible();
  await page.getByText('Data', { exact: true }).click();
  await page.getByText('Télétravail partiel', { exact: true }).click();
  await page.getByText('Start-up', { exact: true }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();

  // 2. Skills, from the catalogue's search.
  await expect(page).toHaveURL(/step=skills/);
  await page.getByLabel('Rechercher une compétence').fill('Python');
  await page
    .getByRole('option', { name: /^Python/ })
    .first()
    .click();
  await expect(page.getByTestId('signup-skills')).toContainText('Python');
  await page.getByRole('button', { name: 'Suivant' }).click();

  // 3. The work e-mail: a link is mailed.
  await expect(page).toHaveURL(/step=confirmEmail/);
  await page.getByLabel(/Adresse e-mail professionnelle/).fill(email);
  await page.getByRole('button', { name: 'Recevoir le lien de confirmation' }).click();
  await expect(page.getByText('Consultez votre boîte de réception')).toBeVisible();
  await expect(page.getByRole('button', { name: /Renvoyer dans/ })).toBeDisabled();

  // Quoted-printable: "=" is written "=3D".
  const mail = (await latestMailTo(email)).replace(/=3D/g, '=');
  expect(mail).toContain('confirmez votre adresse e-mail');
  const link = mail.match(/https?:\/\/[^\s"<]+\/enterprise\/email-validation\?[^\s"<]+/)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!.replace(/&amp;/g, '&'));
  await page.goto(`${url.pathname}${url.search}`);

  // 4. Contact details, once the e-mail is proved.
  await expect(page).toHaveURL(/step=contactInfo/);
  await expect(page.getByRole('textbox', { name: /Adresse e-mail professionnelle/ })).toHaveValue(email);
  await page.getByLabel(/^Prénom/).fill('Hugo');
  await page.getByLabel(/^Nom/).fill('Roux');
  await page.getByLabel(/^Fonction/).fill('DSI');
  await page.getByLabel(/^Mot de passe/).fill('bienvenue-123');
  await page.getByRole('button', { name: 'Suivant' }).click();

  // 5. The company, how they heard of us, the terms.
  await expect(page).toHaveURL(/step=enterpriseInfo/);
  await page.getByLabel(/^Nom de l’entreprise/).fill(`Batiplus ${Date.now()}`);
  await page.getByRole('button', { name: 'Créer mon espace entreprise' }).click();
  await expect(page.getByText('Acceptez les conditions générales d’utilisation pour continuer.')).toBeVisible();
  await page.getByRole('combobox', { name: /Comment avez-vous connu Orbite/ }).click();
  await page.getByRole('option', { name: 'Le bouche-à-oreille' }).click();
  await page.getByLabel(/J’accepte les/).check();
  await page.getByRole('button', { name: 'Créer mon espace entreprise' }).click();

  // 6. Done: signed in, then the dashboard.
  await expect(page.getByRole('heading', { name: 'Bienvenue sur Orbite !' })).toBeVisible();
  await expect(page).toHaveURL(/step=done/);
  await page.getByRole('button', { name: 'Voir le tableau de bord' }).click();
  await expect(page).toHaveURL(/\/enterprise\/dashboard$/);

  // The link served once.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText('Ce lien n’est plus valable')).toBeVisible();
});
