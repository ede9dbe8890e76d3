import { latestMailTo, seriousViolations } from './helpers';
import { expect, test } from './test';

/**
 * A freelancer signs up alone: the account works at once, a banner asks to confirm the address, applying waits for
 * it, and the link of the mail confirms it (opened signed out too).
 */
test('a freelancer confirms the address from the mail, and applying waits for it', async ({ page, browser }) => {
  const email = `confirmation.${Date.now()}@exemple.fr`;

  await test.step('Inès signs up and is asked to confirm her address', async () => {
    await page.goto('/freelancer/signup');
    await page.getByLabel(/^Prénom/).fill('Inès');
    await page.getByLabel(/^Nom/).fill('Roux');
    await page.getByLabel(/^Adresse e-mail/).fill(email);
    await page.getByLabel(/^Mot de passe/).fill('Tournesol-Vert-2026');
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: 'Créer mon compte freelance' }).click();
    await expect(page).toHaveURL(/\/freelancer\/dashboard$/);
    const banner = page.getByTestId('email-confirmation-banner');
    await expect(banner).toContainText('Confirmez votre adresse e-mail');
    await expect(banner).toContainText(`Nous avons envoyé un lien à ${email}`);
    expect(await seriousViolations(page)).toEqual([]);
    // A new link at once: the first one just left.
    await banner.getByRole('button', { name: 'Renvoyer le lien' }).click();
    await expect(banner.getByRole('status')).toHaveText(/patientez une minute/);
  });

  await test.step('applying waits for the address', async () => {
    await page.getByRole('link', { name: 'Missions Connect' }).click();
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: 'Postuler' }).click();
    const dialog = page.getByRole('dialog', { name: 'Postuler à la mission' });
    await dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await expect(dialog).toContainText('Confirmez d’abord votre adresse e-mail avec le lien reçu à l’inscription.');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
  });

  await test.step('the link of the mail, opened signed out, confirms it', async () => {
    const mail = await latestMailTo(email, '/freelancer/email-confirmation');
    const link = mail.match(/https?:\/\/[^\s"<]+\/freelancer\/email-confirmation\?token=3D[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    const phone = await browser.newPage();
    await phone.goto(link!.replace('token=3D', 'token='));
    await expect(phone.getByRole('heading', { name: 'Adresse e-mail confirmée' })).toBeVisible();
    await expect(phone.getByText(`${email} est confirmée`)).toBeVisible();
    await phone.close();
  });

  await test.step('back on her space, the banner is gone', async () => {
    await page.goto('/freelancer/dashboard');
    await expect(page.getByRole('heading', { name: 'Bonjour Inès !' })).toBeVisible();
    await expect(page.getByTestId('email-confirmation-banner')).toHaveCount(0);
  });
});
