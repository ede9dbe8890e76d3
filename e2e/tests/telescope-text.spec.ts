import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test.setTimeout(120_000);

test('a team member types a need in French, adjusts the chips and searches with them', async ({ page }) => {
  await signIn(page, 'backoffice', 'equipe@demo.fr');
  await page.goto('/backoffice/telescope');
  const input = page.getByLabel('Recherche en langage naturel');
  await input.fill('data engineer Spark, Lyon ou remote, dispo en mars, 600 max');
  await input.press('Enter');

  const chips = page.getByRole('list', { name: 'Critères compris' });
  await expect(chips.getByText('Compétence : Apache Spark')).toBeVisible();
  await expect(chips.getByText('Lieu : Lyon (50 km)')).toBeVisible();
  await expect(chips.getByText('TJM max : 600 €')).toBeVisible();
  if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT, fullPage: true });

  // The job title and the remote criterion are dropped, the rate raised to 700 €.
  await page.getByRole('button', { name: 'Retirer « Texte : data engineer »' }).click();
  await page.getByRole('button', { name: 'Retirer « Télétravail complet »' }).click();
  await page.getByRole('button', { name: 'TJM max : 600 € — Modifier le TJM maximum' }).click();
  const rate = page.getByLabel('Modifier le TJM maximum');
  await rate.fill('700');
  await rate.press('Enter');
  await expect(chips.getByText('TJM max : 700 €')).toBeVisible();
  await page.getByRole('button', { name: 'Appliquer' }).click();

  await expect(page).toHaveURL(/rate=700/);
  await expect(page).toHaveURL(/place=Lyon/);
  await expect(chips).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Autour de' })).toHaveValue('Lyon');
});
