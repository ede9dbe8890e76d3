import { signIn } from './helpers';
import { expect, test } from './test';

/**
 * A team member adds a freelancer, bans them for a serious reason, votes on them, edits their
 * identity, then deletes them; deleting a freelancer with missions behind them is refused (628).
 */

const run = Date.now().toString(36);
const email = `lea.moderation.${run}@exemple.fr`;
const shot = (name: string) => (process.env.H2_SHOTS ? `/tmp/h2-e2e-${name}.png` : undefined);

test('the team adds, bans, evaluates, edits and deletes a freelancer', async ({ page }) => {
  await signIn(page, 'backoffice', 'equipe@demo.fr');
  await expect(page).not.toHaveURL(/\/signin/);

  await test.step('adds a freelancer from the list page', async () => {
    await page.goto('/backoffice/freelancers');
    await page.getByRole('link', { name: 'Ajouter un freelance' }).click();
    await expect(page).toHaveURL(/\/backoffice\/freelancers\/add$/);
    await page.getByLabel('Prénom').fill('Léa');
    await page.getByRole('textbox', { name: /^Nom/ }).fill(`Modération ${run}`);
    await page.getByLabel('E-mail').fill('pas-un-email');
    await page.getByRole('button', { name: 'Ajouter le freelance' }).click();
    await expect(page.getByText('Adresse e-mail invalide.')).toBeVisible();
    await page.getByLabel('E-mail').fill('freelance@demo.fr');
    await page.getByLabel('Téléphone').fill('06 12 34 56 99');
    await page.getByRole('button', { name: 'Ajouter le freelance' }).click();
    await expect(page.getByText('Cette adresse e-mail est déjà utilisée.')).toBeVisible();
    const path = shot('add');
    if (path) await page.screenshot({ path, fullPage: true });
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Ajouter le freelance' }).click();
    await expect(page).toHaveURL(/\/backoffice\/freelancers\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Léa');
  });

  await test.step('bans them for a serious reason', async () => {
    const card = page.locator('section[aria-labelledby="moderation-status-title"]');
    await card.getByRole('button', { name: 'Bannir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bannir ce freelance' });
    await dialog.getByRole('button', { name: 'Confirmer le bannissement' }).click();
    await expect(dialog.getByText('Choisissez une catégorie.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Grave' }).check();
    await dialog.getByRole('combobox', { name: 'Motif' }).click();
    await page.getByRole('option', { name: 'Usurpation d’identité' }).click();
    await dialog.getByLabel('Note (facultative)').fill('Pièce d’identité d’un tiers');
    const path = shot('ban-modal');
    if (path) await page.screenshot({ path });
    await dialog.getByRole('button', { name: 'Confirmer le bannissement' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('moderation-status')).toHaveText('Banni');
    await expect(card.getByText('Banni (Grave) : Usurpation d’identité')).toBeVisible();
    await expect(card.getByText('Note : Pièce d’identité d’un tiers')).toBeVisible();
  });

  await test.step('votes on them', async () => {
    const card = page.locator('section[aria-labelledby="evaluations-title"]');
    await card.locator('label').filter({ hasText: 'Contre' }).click();
    await card.getByRole('combobox', { name: 'Motif' }).click();
    await page.getByRole('option', { name: 'Fausse identité' }).click();
    await card.getByLabel('Commentaire (facultatif)').fill('Documents incohérents');
    await card.getByRole('button', { name: 'Enregistrer mon évaluation' }).click();
    await expect(card.getByTestId('evaluation-score')).toHaveText('Score : -1');
    await expect(card.getByTestId('evaluations')).toContainText('Documents incohérents');
    const path = shot('cards');
    if (path)
      await page.locator('section[aria-labelledby="moderation-status-title"]').locator('..').screenshot({ path });
  });

  await test.step('edits their identity', async () => {
    await page.getByRole('link', { name: 'Modifier' }).click();
    await expect(page).toHaveURL(/\/edit$/);
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await page.getByLabel('Prénom').fill('Léna');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/backoffice\/freelancers\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Léna');
  });

  await test.step('deletes them after confirmation', async () => {
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(page).toHaveURL(/\/backoffice\/freelancers$/);
    await expect(page.getByText('Freelance supprimé.')).toBeVisible();
  });
});

test('deleting a freelancer with missions behind them is refused, in French', async ({ page }) => {
  await signIn(page, 'backoffice', 'equipe@demo.fr');
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/backoffice/freelancers/1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Julien', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Ce freelance ne peut pas être supprimé');
  const path = shot('628');
  if (path) await page.screenshot({ path });
});
