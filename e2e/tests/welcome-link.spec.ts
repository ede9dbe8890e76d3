import { latestMailTo, seriousViolations, signIn } from './helpers';
import { expect, test } from './test';

/**
 * The team adds a freelancer it found (a pre-user, without password) and mails them a welcome link tagged with a
 * campaign; the freelancer opens it (by another environment's prefix too), is told what is missing (readably: axe),
 * takes the account and lands on their dashboard; the link then says it served, and the team sees it activated.
 */

const run = Date.now().toString(36);
const email = `nour.chasse.${run}@exemple.fr`;

test('a pre-user takes their account through the welcome link the team mailed', async ({ page, browser }) => {
  await signIn(page, 'backoffice', 'equipe@demo.fr');
  await expect(page).not.toHaveURL(/\/signin/);

  await test.step('the team adds the freelancer it found', async () => {
    await page.goto('/backoffice/freelancers/add');
    await page.getByLabel('Prénom').fill('Nour');
    await page.getByRole('textbox', { name: /^Nom/ }).fill(`Haddad ${run}`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Ajouter le freelance' }).click();
    await expect(page).toHaveURL(/\/backoffice\/freelancers\/\d+$/);
  });

  const card = page.locator('section[aria-labelledby="welcome-link-title"]');
  await test.step('mails a welcome link with its campaign', async () => {
    await expect(card.getByText('Aucun lien envoyé pour l’instant.')).toBeVisible();
    await card.getByRole('textbox', { name: 'Campagne' }).fill('Data Lyon Décembre');
    await card.getByRole('textbox', { name: 'Source' }).fill('LinkedIn');
    await card.getByRole('button', { name: 'Envoyer par e-mail' }).click();
    await expect(card.getByTestId('welcome-link-state')).toContainText(`Lien envoyé à ${email}`);
    await expect(card.getByText('Campagne : data-lyon-decembre · linkedin · email')).toBeVisible();
  });

  const mail = await latestMailTo(email);
  expect(mail).toContain('Votre profil Orbite vous attend');
  // The mail's text part, quoted-printable: `=3D` is an equals sign.
  const link = new URL(
    mail.match(/https?:\/\/\S+\/freelancer\/welcome\/[A-Za-z0-9_-]{43}\S*/)![0].replaceAll('=3D', '='),
  );
  expect(link.searchParams.get('utm_campaign')).toBe('data-lyon-decembre');

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await test.step('the freelancer opens the link, by the enterprise prefix too, and takes the account', async () => {
    await visitor.goto(`${link.pathname.replace('/freelancer/', '/enterprise/')}${link.search}`);
    await expect(visitor).toHaveURL(/\/freelancer\/welcome\/[A-Za-z0-9_-]{43}\?utm_campaign=data-lyon-decembre/);
    await expect(visitor.getByRole('heading', { name: 'Bienvenue sur Orbite, Nour !' })).toBeVisible();
    await expect(visitor.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(email);
    await visitor.getByRole('button', { name: 'Activer mon compte' }).click();
    await expect(visitor.getByText('Acceptez les conditions générales d’utilisation pour continuer.')).toBeVisible();
    // axe with the fields' errors shown (Mantine's red read at 3.3:1 until the theme darkened it).
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitor.getByLabel(/^Mot de passe/).fill('Comete-violette-2026');
    await visitor.getByRole('checkbox', { name: /J’accepte les/ }).check();
    await visitor.getByRole('button', { name: 'Activer mon compte' }).click();
    await expect(visitor).toHaveURL(/\/freelancer\/dashboard$/, { timeout: 20_000 });
    await expect(visitor.getByRole('heading', { name: 'Bonjour Nour !' })).toBeVisible();
  });

  await test.step('the link has served; the team sees the account activated', async () => {
    await context.clearCookies();
    await visitor.goto(`${link.pathname}${link.search}`);
    await expect(visitor.getByRole('heading', { name: 'Ce lien de bienvenue n’est plus valable' })).toBeVisible();
    await page.reload();
    await expect(page.getByText(/Compte activé par le freelance le .*Campagne : data-lyon-decembre/)).toBeVisible();
    await expect(card).toHaveCount(0);
  });
  await context.close();
});
