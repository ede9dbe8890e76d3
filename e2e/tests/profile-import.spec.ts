import { PDFDocument, StandardFonts } from 'pdf-lib';
import { linkedInExportZip } from '../../apps/api/src/modules/freelancers/profile-imports.fixtures';
import { untilUsable } from './helpers';
import { expect, test } from './test';

/** A French CV as a real PDF: two experiences, one school, skills and languages. */
async function cvPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = [
    'Inès Garnier',
    'Cheffe de projet digital',
    'Expériences professionnelles',
    'Cheffe de projet — Agence Lumière',
    "03/2019 - aujourd'hui",
    'Pilotage de refontes de sites pour des marques de luxe.',
    'Chargée de projet web — Studio Rivage',
    '2016 – 2019',
    'Formation',
    'Master Management de projet, IAE Lyon',
    '2014 – 2016',
    'Compétences',
    'React, Scrum',
    'Langues',
    'Anglais (courant)',
  ];
  lines.forEach((line, index) => {
    page.drawText(line, { x: 40, y: 800 - index * 14, size: 10, font });
  });
  return Buffer.from(await pdf.save());
}

test('a freelancer imports a CV, unticks one experience and saves the rest to the profile', async ({ page }) => {
  const email = `cv.${Date.now()}@exemple.fr`;
  const signup = await page.request.post('/auth/signup/freelancer', {
    data: { email, password: 'secret-import', firstName: 'Inès', lastName: 'Garnier' },
  });
  expect(signup.status()).toBe(201);

  await page.goto('/freelancer/profile');
  const card = page.getByRole('region', { name: 'Importer mon profil' });
  await expect(card).toBeVisible();
  await card.getByRole('tab', { name: 'CV' }).click();
  await card.locator('input[type=file]').setInputFiles({
    name: 'cv-ines-garnier.pdf',
    mimeType: 'application/pdf',
    buffer: await cvPdf(),
  });

  // The status is polled every 5 s: the review opens as soon as the import is done.
  const review = page.getByRole('dialog', { name: 'Vérifier l’import' });
  await expect(review).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Import terminé.')).toBeVisible();
  const kept = review.getByRole('checkbox', { name: /Cheffe de projet · Agence Lumière/ });
  const dropped = review.getByRole('checkbox', { name: /Chargée de projet web · Studio Rivage/ });
  await expect(kept).toBeChecked();
  await expect(dropped).toBeChecked();
  await dropped.uncheck();
  await expect(dropped).not.toBeChecked();
  await review.getByRole('button', { name: /Enregistrer la sélection/ }).click();
  await expect(review).toBeHidden();

  await expect(page.getByText('Cheffe de projet', { exact: true })).toBeVisible();
  await expect(page.getByText('Chargée de projet web', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/Agence Lumière/).first()).toBeVisible();
});

test('a freelancer imports a LinkedIn export ZIP: progress, then the filled profile', async ({ page }) => {
  const stamp = Date.now();
  const email = `linkedin.${stamp}@exemple.fr`;
  const signup = await page.request.post('/auth/signup/freelancer', {
    data: { email, password: 'secret-import', firstName: 'Léa', lastName: 'Martin' },
  });
  expect(signup.status()).toBe(201);

  await page.goto('/freelancer/profile');
  const card = page.getByRole('region', { name: 'Importer mon profil' });
  await expect(card.getByRole('tab', { name: 'LinkedIn' })).toHaveAttribute('aria-selected', 'true');
  await untilUsable(page);
  // The export as LinkedIn makes it (Profile.csv, Positions.csv, Skills.csv…), built by the API's test fixtures.
  const url = `https://www.linkedin.com/in/lea-martin-${stamp}`;
  await card.locator('input[type=file]').setInputFiles({
    name: 'Basic_LinkedInDataExport.zip',
    mimeType: 'application/zip',
    buffer: linkedInExportZip({ url }),
  });

  // Progress while the file is sent and read, then the success message; a LinkedIn import needs no review.
  const progress = card.getByRole('status').filter({ hasText: /Envoi du fichier|Import en cours/ });
  await expect(progress.first()).toBeVisible();
  await expect(page.getByText('Import terminé.')).toBeVisible({ timeout: 30_000 });
  await expect(progress).toHaveCount(0);
  await expect(card.getByText(/Dernier import enregistré le/)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The profile on the page is filled without reloading: experiences, a skill matched by alias, the LinkedIn URL.
  await expect(page.getByText('Développeuse React', { exact: true })).toBeVisible();
  await expect(page.getByText(/Lumen Analytics/).first()).toBeVisible();
  await expect(page.getByText('React', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', url);
});
