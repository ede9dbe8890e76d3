import { signIn } from './helpers';
import { expect, test } from './test';

// Every step waits on something the page shows, never on the clock: an action that cannot happen
// (its element missing) fails after 20 s with its own message instead of using up the whole test.
// The generous budget is for a loaded CI machine (argon2 at sign-in, the page's first load).
test.use({ actionTimeout: 20_000 });
test.setTimeout(120_000);

test('a team member types a need in French, adjusts the chips and searches with them', async ({ page }) => {
  await signIn(page, 'backoffice', 'equipe@demo.fr');
  // The sign-in answers before the browser moves on: going to the page earlier would abort it and land
  // on the sign-in form again (where the search field never appears).
  await expect(page).toHaveURL(/\/backoffice\/?$/, { timeout: 30_000 });
  await page.goto('/backoffice/telescope');
  const input = page.getByLabel('Recherche en langage naturel');
  await expect(input).toBeEditable({ timeout: 30_000 });
  const need = 'data engineer Spark, Lyon ou remote, dispo en mars, 600 max';
  await input.fill(need);
  // Enter submits only once the typed text reached the form (its button is disabled while empty).
  await expect(input).toHaveValue(need);
  await expect(page.getByRole('button', { name: 'Analyser' })).toBeEnabled();
  await input.press('Enter');

  const chips = page.getByRole('list', { name: 'Critères compris' });
  // The first reading of a text warms the API's place and skill lookups up: more time than a click.
  await expect(chips.getByText('Compétence : Apache Spark')).toBeVisible({ timeout: 20_000 });
  await expect(chips.getByText('Lieu : Lyon (50 km)')).toBeVisible();
  await expect(chips.getByText('TJM max : 600 €')).toBeVisible();
  if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT, fullPage: true });

  // The job title and the remote criterion are dropped, the rate raised to 700 €.
  const textChip = page.getByRole('button', { name: 'Retirer « Texte : data engineer »' });
  await textChip.click();
  await expect(textChip).toBeHidden();
  const remoteChip = page.getByRole('button', { name: 'Retirer « Télétravail complet »' });
  await remoteChip.click();
  await expect(remoteChip).toBeHidden();
  await page.getByRole('button', { name: 'TJM max : 600 € — Modifier le TJM maximum' }).click();
  const rate = page.getByLabel('Modifier le TJM maximum');
  await expect(rate).toBeFocused();
  await rate.fill('700');
  await expect(rate).toHaveValue(/^700/);
  await rate.press('Enter');
  await expect(chips.getByText('TJM max : 700 €')).toBeVisible();
  await page.getByRole('button', { name: 'Appliquer', exact: true }).click();

  await expect(page).toHaveURL(/rate=700/);
  await expect(page).toHaveURL(/place=Lyon/);
  await expect(chips).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Autour de' })).toHaveValue('Lyon');
});
