import { expect, type Page, test } from './test';

/** The profile's score as the API computes it, through the page's own session cookies. */
async function profileScore(page: Page): Promise<{ score: number; publicId: string }> {
  const response = await page.request.post('/graphql', {
    data: { query: '{ me { freelance { publicId profileScore completeness { score } } } }' },
    headers: { 'x-client-name': 'e2e' },
  });
  const body = await response.json();
  const freelance = body.data.me.freelance;
  return { score: freelance.completeness.score, publicId: freelance.publicId };
}

/** A 2 x 1 PNG (red, blue): small, but a real image the browser decodes and crops. */
function portrait(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP4zwAE/wEHAAH/4iOeWQAAAABJRU5ErkJggg==',
    'base64',
  );
}

async function addExperience(page: Page, values: { title: string; company: string; start: string; end?: string }) {
  await page.getByRole('button', { name: 'Ajouter une expérience' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Nouvelle expérience' });
  await modal.getByLabel(/^Intitulé du poste/).fill(values.title);
  await modal.getByLabel(/^Entreprise/).fill(values.company);
  await modal.getByLabel(/^Début/).fill(values.start);
  if (values.end) await modal.getByLabel(/^Fin/).fill(values.end);
  else await modal.getByRole('switch', { name: 'En cours' }).check({ force: true });
  await modal.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(values.title, { exact: true })).toBeVisible();
}

test('a new freelancer completes the profile to 100 % and the public page shows it', async ({ page }) => {
  const email = `profil.${Date.now()}@exemple.fr`;
  const signup = await page.request.post('/auth/signup/freelancer', {
    data: { email, password: 'secret-profil', firstName: 'Lina', lastName: 'Moreau' },
  });
  expect(signup.status()).toBe(201);
  const before = await profileScore(page);
  expect(before.score).toBe(0);

  await page.goto('/freelancer/me');
  await expect(page).toHaveURL(/\/freelancer\/profile$/);
  await expect(page).toHaveTitle(/Mon profil/);
  await expect(page.getByTestId('profile-completeness')).toHaveText('0 %');

  // Tagline.
  const tagline = 'Data engineer Spark et GCP, 8 ans de pipelines en production';
  await page.getByRole('button', { name: 'Modifier l’en-tête' }).click();
  await page.getByLabel('Titre du profil').fill(tagline);
  // A rate under the minimum is shown as an error with the range, not raised to 200 € unseen.
  const rate = page.getByLabel('Taux journalier (TJM)');
  await rate.fill('50');
  await rate.blur();
  await expect(rate).toHaveValue('50 €');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/^Entre 200 et 2\s?500 € par jour$/).last()).toBeVisible();
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await rate.fill('');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(tagline)).toBeVisible();

  // Biography, in the rich text editor.
  await page.getByRole('button', { name: 'Rédiger ma biographie' }).click();
  const editor = page.getByRole('textbox', { name: 'Biographie' });
  await editor.click();
  await editor.pressSequentially('Je conçois des plateformes de données fiables.');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Je conçois des plateformes de données fiables.')).toBeVisible();

  // Mission preferences.
  await page.getByRole('button', { name: 'Indiquer mes préférences' }).click();
  const choose = (group: string, choice: string) =>
    page.getByRole('radiogroup', { name: group }).getByText(choice, { exact: true }).click();
  await choose('Lieu de travail', 'Hybride');
  await choose('Rythme', 'Temps plein');
  await choose('Environnement', 'Start-up');
  await choose('Durée de mission', 'Longue');
  await choose('Mobilité', 'Ma région');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Hybride')).toBeVisible();

  // Two experiences.
  await addExperience(page, { title: 'Data engineer', company: 'Banque du Nord', start: '2019-01', end: '2022-06' });
  await addExperience(page, { title: 'Lead data engineer', company: 'Mobilités SA', start: '2022-07' });

  // A skill, primary by the domain rule (fewer than 2 primary).
  await page.getByRole('button', { name: 'Ajouter mes compétences' }).click();
  await page.getByLabel('Ajouter une compétence').fill('Python');
  await page
    .getByRole('option', { name: /^Python/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Compétence principale : Python' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Compétences enregistrées')).toBeVisible();

  // Everything but the picture: 5 of 6 elements.
  await expect(page.getByTestId('profile-completeness')).toHaveText('83 %');
  expect((await profileScore(page)).score).toBe(83);

  // A picture, cropped square in the browser and uploaded: the profile is complete.
  await page
    .getByRole('region', { name: 'En-tête du profil' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: portrait() });
  await expect(page.getByText('Photo de profil mise à jour')).toBeVisible();
  await expect(page.getByTestId('profile-completeness')).toHaveText('100 %');
  const after = await profileScore(page);
  expect(after.score).toBe(100);

  // The public page shows the tagline, also to a signed-out visitor.
  await page.getByRole('link', { name: 'Voir mon profil public' }).click();
  await expect(page).toHaveURL(new RegExp(`/freelancer/profile/${after.publicId}$`));
  await expect(page.getByText(tagline)).toBeVisible();
  // Its header takes the freelancer back to their space, also on a fresh load of the page.
  await expect(page.getByRole('link', { name: 'Mon espace' })).toHaveAttribute('href', '/freelancer');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Mon espace' })).toHaveAttribute('href', '/freelancer');
  await page.context().clearCookies();
  await page.reload();
  await expect(page.getByText(tagline)).toBeVisible();
  await expect(page.getByText('Profil anonymisé')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toHaveAttribute('href', '/freelancer/signin');
});
