import { latestMailTo, signIn } from './helpers';
import { expect, test } from './test';

test('an admin invites a manager who joins and sees only what the flags allow', async ({ page, browser }) => {
  const email = `nouvelle.recrue.${Date.now()}@lumen-analytics.fr`;

  // Sophie, admin of Lumen Analytics, invites a manager with the missions only.
  await signIn(page, 'enterprise', 'client@demo.fr');
  await expect(page).toHaveURL(/\/enterprise\/dashboard$/);
  await page.goto('/enterprise/crew');
  await page.getByRole('button', { name: 'Inviter un collègue' }).click();
  const modal = page.getByRole('dialog', { name: 'Inviter un collègue' });
  await modal.getByLabel(/E-mail professionnel/).fill(email);
  await modal.getByLabel('Prénom').fill('Chloé');
  await modal.getByLabel('Nom', { exact: true }).fill('Rivière');
  for (const flag of [/^Profil/, /^Communauté/]) await modal.getByRole('switch', { name: flag }).uncheck();
  await expect(modal.getByRole('switch', { name: /^Missions/ })).toBeChecked();
  await expect(modal.getByRole('switch', { name: /^Administration/ })).not.toBeChecked();
  await expect(modal.getByRole('switch', { name: /^Équipe/ })).not.toBeChecked();
  await modal.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('crew-invitation').filter({ hasText: email })).toBeVisible();

  // The invited person opens the link of the mail in their own browser.
  const mail = await latestMailTo(email);
  expect(mail).toContain('vous invite');
  const path = mail.match(/\/enterprise\/join\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(path).toBeTruthy();
  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(path!);
  await expect(invited).toHaveURL(/\/enterprise\/signup\?token=/);
  await expect(invited.getByText('Vous rejoignez Lumen Analytics')).toBeVisible();
  const emailInput = invited.getByLabel('E-mail professionnel');
  await expect(emailInput).toHaveValue(email);
  await expect(emailInput).toHaveAttribute('readonly', '');
  await expect(invited.getByLabel(/^Prénom/)).toHaveValue('Chloé');
  await invited.getByLabel(/^Mot de passe/).fill('bienvenue-123');
  await invited.getByLabel(/J’accepte les/).check();
  await invited.getByRole('button', { name: 'Créer mon compte' }).click();

  // In the enterprise area: Missions, but neither Administration nor Équipe.
  await expect(invited).toHaveURL(/\/enterprise(\/dashboard)?$/);
  const nav = invited.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Missions' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Administration' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Équipe' })).toHaveCount(0);

  // The administration page is refused, by the page and by the API.
  await invited.goto('/enterprise/administration');
  await expect(invited).not.toHaveURL(/administration/);
  const answer = await invited.request.post('/graphql', {
    data: { query: '{ crew { canEdit } }' },
    headers: { 'content-type': 'application/json' },
  });
  expect((await answer.json()).errors[0].extensions.code).toBe(403);

  // The link served once: opening it again says so.
  await context.clearCookies();
  await invited.goto(path!);
  await expect(invited.getByText('Cette invitation n’est plus valable')).toBeVisible();
  await context.close();
});
