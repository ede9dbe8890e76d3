import { fillSignIn, signIn } from './helpers';
import { expect, test } from './test';

const homes = [
  { email: 'equipe@demo.fr', env: 'backoffice', home: /\/backoffice\/?$/ },
  { email: 'client@demo.fr', env: 'enterprise', home: /\/enterprise\/dashboard$/ },
  { email: 'manager@demo.fr', env: 'enterprise', home: /\/enterprise\/dashboard$/ },
  { email: 'freelance@demo.fr', env: 'freelancer', home: /\/freelancer\/dashboard$/ },
] as const;

for (const { email, env, home } of homes) {
  test(`${email} signs in and lands on the ${env} home`, async ({ page }) => {
    await signIn(page, env, email);
    await expect(page).toHaveURL(home);
    await expect(page).toHaveTitle(/^(\(\d+\) )?Orbite - /);
  });
}

test('an out-of-scope freelancer is sent to /freelancer/sorry', async ({ page }) => {
  await signIn(page, 'freelancer', 'horsperimetre@demo.fr');
  await expect(page).toHaveURL(/\/freelancer\/sorry$/);
  await page.goto('/freelancer/dashboard');
  await expect(page).toHaveURL(/\/freelancer\/sorry$/);
});

test('a wrong password shows a French error and keeps the visitor on the sign-in page', async ({ page }) => {
  await signIn(page, 'freelancer', 'freelance@demo.fr', 'mauvais-mot-de-passe');
  await expect(page.getByText('E-mail ou mot de passe incorrect', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/freelancer\/signin/);
});

test('a signed-out visit to a private page goes to sign-in with `to`, then back there', async ({ page }) => {
  await page.goto('/freelancer/parameters');
  await expect(page).toHaveURL(/\/freelancer\/signin\?.*to=%2Ffreelancer%2Fparameters/);
  await fillSignIn(page, 'freelance@demo.fr');
  await expect(page).toHaveURL(/\/freelancer\/parameters$/);
});

test('a user of another role is redirected to their own home', async ({ page }) => {
  await signIn(page, 'freelancer', 'freelance@demo.fr');
  await expect(page).toHaveURL(/\/freelancer\/dashboard$/);
  await page.goto('/backoffice');
  await expect(page).toHaveURL(/\/freelancer\/dashboard$/);
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/cette-page-nexiste-pas');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
});

test('a signed-in user lost on an unknown page goes back to their space', async ({ page }) => {
  await signIn(page, 'backoffice', 'equipe@demo.fr');
  await expect(page).not.toHaveURL(/signin/);
  await page.goto('/backoffice/cette-page-nexiste-pas');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('link', { name: 'Retour à mon espace' })).toHaveAttribute('href', '/backoffice');
  await expect(page.getByRole('link', { name: 'Mon espace', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Retour à mon espace' }).click();
  await expect(page).toHaveURL(/\/backoffice$/);
  // A funnel without its mission: the missions that look for freelancers, where each one's funnel opens.
  await page.goto('/backoffice/funnel');
  await expect(page).toHaveURL(/\/backoffice\/missions\?mode=matching$/);
});

test('signing out ends the session', async ({ page }) => {
  await signIn(page, 'enterprise', 'client@demo.fr');
  await expect(page).toHaveURL(/\/enterprise\/dashboard$/);
  await page.goto('/enterprise/signout');
  await expect(page).toHaveURL(/\/enterprise\/signin/);
  await page.goto('/enterprise/dashboard');
  await expect(page).toHaveURL(/\/enterprise\/signin/);
});
