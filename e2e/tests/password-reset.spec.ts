import { fillSignIn, latestMailTo } from './helpers';
import { expect, test } from './test';

test('a freelancer resets a forgotten password from the link in the mail', async ({ page }) => {
  // A freelancer of this test only, so that the demo accounts keep their password.
  const email = `oubli.${Date.now()}@exemple.fr`;
  const signup = await page.request.post('/auth/signup/freelancer', {
    data: { email, password: 'ancien-secret', firstName: 'Inès', lastName: 'Fabre' },
  });
  expect(signup.status()).toBe(201);
  await page.context().clearCookies();

  await page.goto('/freelancer/signin');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/password-lost$/);
  // The URL changes at once; the sign-in form (with its own e-mail field) stays until the page has loaded.
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Demande envoyée')).toBeVisible();

  const mail = await latestMailTo(email, '/password-reset/');
  const link = mail.match(/https?:\/\/[^\s"<]+\/password-reset\/[A-Za-z0-9_-]+[^\s"<]*/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!.replace(/&amp;/g, '&'));
  await page.getByLabel(/^Nouveau mot de passe/).fill('nouveau-secret');
  await page.getByLabel('Confirmation du mot de passe').fill('nouveau-secret');
  await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
  await expect(page).toHaveURL(/\/freelancer\/dashboard$/);

  // The old password no longer works; the new one does.
  await page.context().clearCookies();
  await page.goto('/freelancer/signin');
  await fillSignIn(page, email, 'ancien-secret');
  await expect(page.getByText('E-mail ou mot de passe incorrect', { exact: false })).toBeVisible();
  await fillSignIn(page, email, 'nouveau-secret');
  await expect(page).toHaveURL(/\/freelancer\/dashboard$/);
});
