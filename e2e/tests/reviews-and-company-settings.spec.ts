import { signIn } from './helpers';
import { type Browser, expect, test } from './test';

/**
 * Rating a finished mission: Amélie, whose React mission at Pivot Finance is finished and already
 * rated by the client, follows her dashboard's reminder, rates the mission with the keyboard (half
 * stars), and the mission becomes reviewed; Romain, the client, then reads both reviews. Then
 * Sophie, client admin of Lumen Analytics, switches to SEPA direct debit in her administration page:
 * the form asks for an IBAN, she types one, and it shows masked once saved.
 */

const MISSION = 'Développeuse React — refonte de l’espace client';

async function personIn(browser: Browser, env: 'freelancer' | 'enterprise', email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, env, email);
  await expect(page).not.toHaveURL(/\/signin/);
  return page;
}

test('the freelancer rates a finished mission and the client reads both reviews', async ({ browser }) => {
  const amelie = await personIn(browser, 'freelancer', 'amelie.roussel@demo.fr');
  await amelie.goto('/freelancer/dashboard');
  await amelie.getByText('Une mission attend votre évaluation').waitFor();
  await amelie.getByRole('link', { name: MISSION }).click();
  const review = amelie.locator('#review');
  await expect(review.getByText('Évaluation du freelance attendue')).toBeVisible();
  // The client's review stays hidden until both sides have rated.
  await expect(review.getByText('Évaluation du client', { exact: true })).toHaveCount(0);
  await review.getByRole('button', { name: 'Enregistrer mon évaluation' }).click();
  await expect(review.getByText('Notez chacun des critères avant d’enregistrer.')).toBeVisible();
  for (const label of [
    'Lieu de travail : 4 sur 5',
    'Environnement de la mission : 3,5 sur 5',
    'Esprit d’équipe du client : 5 sur 5',
  ]) {
    await review.getByLabel(label).focus();
    await amelie.keyboard.press('Space');
  }
  await review.getByLabel('Commentaire').fill('Équipe soudée, objectifs clairs.');
  await review.getByRole('button', { name: 'Enregistrer mon évaluation' }).click();
  await expect(review.getByText('Évaluée par les deux parties')).toBeVisible();
  await expect(review.getByText('Évaluation du client', { exact: true })).toBeVisible();
  await expect(review.getByText('3,5 / 5')).toBeVisible();

  const romain = await personIn(browser, 'enterprise', 'romain.garnier@demo.fr');
  await romain.goto('/enterprise/missions');
  await romain.getByRole('link', { name: MISSION }).first().click();
  await romain.getByRole('tab', { name: 'Évaluation' }).click();
  await expect(romain.getByText('Évaluation du freelance', { exact: true })).toBeVisible();
  await expect(romain.getByText('« Équipe soudée, objectifs clairs. »')).toBeVisible();
});

test('the client admin switches to direct debit with an IBAN shown masked', async ({ browser }) => {
  const sophie = await personIn(browser, 'enterprise', 'client@demo.fr');
  await sophie.goto('/enterprise/administration#billing');
  const billing = sophie.locator('#billing');
  await expect(sophie.locator('#legal').getByText('Lumen Analytics SAS')).toBeVisible();
  await billing.getByRole('button', { name: 'Modifier' }).click();
  await billing.getByLabel('Mode de paiement', { exact: true }).first().click();
  await sophie.getByRole('option', { name: 'Prélèvement SEPA' }).click();
  await billing.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(billing.getByText('Le prélèvement SEPA demande un IBAN.')).toBeVisible();
  await billing.getByLabel('IBAN du prélèvement').fill('FR76 3000 6000 0112 3456 7890 189');
  await billing.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(billing.getByText('•••• •••• •••• •••• •••• 0189')).toBeVisible();
  await expect(billing.getByText('Prélèvement SEPA')).toBeVisible();
});
