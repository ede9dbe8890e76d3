import { latestMailTo, signIn } from './helpers';
import { expect, test } from './test';

/**
 * Recommendations: Julien asks a former manager to recommend one of his experiences; she opens the link of
 * her mail without an account, confirms the experience with a few words, and the recommendation shows on his
 * public profile. The link works once.
 */
test('a referent recommends a freelancer’s experience from the mailed link', async ({ page, browser }) => {
  await signIn(page, 'freelancer', 'freelance@demo.fr');
  await page.goto('/freelancer/profile');
  await page.getByRole('button', { name: 'Demander une recommandation pour « Développeur Python »' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demander une recommandation' });
  await dialog.getByLabel(/^Prénom/).fill('Hélène');
  await dialog.getByLabel(/^Nom/).fill('Garnier');
  await dialog.getByLabel(/^Adresse e-mail/).fill('pas-une-adresse');
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(dialog.getByText('Adresse e-mail invalide.')).toBeVisible();
  await dialog.getByLabel(/^Adresse e-mail/).fill('helene.garnier@sopra.example');
  await dialog.getByLabel('Fonction').fill('Responsable de projet');
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText('Demande envoyée à Hélène.')).toBeVisible();
  await expect(
    page.getByText(/Hélène Garnier \(helene\.garnier@sopra\.example\) n’a pas encore répondu/),
  ).toBeVisible();

  // The referent, signed out, opens the link of her mail.
  const mail = await latestMailTo('helene.garnier@sopra.example');
  const link = new URL(mail.match(/https?:\/\/\S+\/freelancer\/endorse\/[\w-]+/)![0]);
  const referent = await (await browser.newContext()).newPage();
  await referent.goto(link.pathname);
  await expect(referent.getByRole('heading', { name: 'Demande de recommandation', level: 1 })).toBeVisible();
  await expect(referent.getByText('Julien Bernard vous demande de confirmer')).toBeVisible();
  await expect(referent.getByRole('heading', { name: 'Développeur Python' })).toBeVisible();
  await referent
    .getByLabel('Votre recommandation (facultatif)')
    .fill('Julien a industrialisé nos traitements bancaires avec une rigueur rare.');
  await referent.getByRole('button', { name: 'Je confirme cette expérience' }).click();
  await expect(referent.getByRole('heading', { name: 'Merci pour votre recommandation' })).toBeVisible();
  // Once: the same link now says so.
  await referent.goto(link.pathname);
  await expect(referent.getByRole('heading', { name: 'Ce lien n’est plus valable' })).toBeVisible();

  // On Julien's public profile, for anyone.
  await page.getByRole('link', { name: 'Voir mon profil public' }).click();
  await expect(page).toHaveURL(/\/freelancer\/profile\/[\w-]+$/);
  const publicId = page.url().split('/').pop()!;
  await referent.goto(`/freelancer/profile/${publicId}`);
  await expect(
    referent.getByText('Julien a industrialisé nos traitements bancaires avec une rigueur rare.'),
  ).toBeVisible();
  // Signed out, the profile is anonymized: the referent's last name is its initial, the e-mail never shown.
  await expect(referent.getByText('— Hélène G., Responsable de projet')).toBeVisible();
  await expect(referent.getByText('helene.garnier@sopra.example')).toHaveCount(0);
  // Julien reads it whole on his own page.
  await expect(page.getByText('— Hélène Garnier, Responsable de projet')).toBeVisible();
});
