import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';

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
