import { seriousViolations, signIn } from './helpers';
import { expect, test } from './test';

const MISSION = 'Data engineer — flux de paiements en temps réel';
const WORDS = 'Bonjour, j’ai branché les virements SEPA de Qonto sur Kafka l’an dernier.';

test('a qualified freelancer applies to a Connect mission and the client reads the application at once', async ({
  page,
  browser,
}) => {
  await test.step('Julien finds the fintech’s Connect mission on his Connect page', async () => {
    await signIn(page, 'freelancer', 'freelance@demo.fr');
    await page.getByRole('navigation').getByRole('link', { name: 'Missions Connect' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Missions Connect' })).toBeVisible();
    await expect(page.getByText('Candidature directe', { exact: true })).toBeVisible();
    const card = page.getByRole('article', { name: MISSION });
    await expect(card.getByText('Connect', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Postuler' }).click();
    const dialog = page.getByRole('dialog', { name: 'Postuler à la mission' });
    await expect(dialog).toContainText('votre candidature lui est transmise directement');
    await dialog.getByLabel('Votre message au client (facultatif)').fill(WORDS);
    await dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await expect(page.getByRole('status').getByText('Candidature transmise au client')).toBeVisible();
    await expect(page.getByRole('article', { name: MISSION })).toHaveCount(0);
  });

  await test.step('Pivot Finance’s admin finds Julien among the profiles, with his words', async () => {
    const context = await browser.newContext();
    const client = await context.newPage();
    await signIn(client, 'enterprise', 'romain.garnier@demo.fr');
    await expect(client).not.toHaveURL(/signin/);
    await client.goto('/enterprise/missions?mode=all');
    await client.getByRole('link', { name: MISSION }).click();
    await client.getByRole('tab', { name: 'Profils' }).click();
    const julien = client.getByTestId('presented-profile').filter({ hasText: 'Julien Bernard' });
    await expect(julien).toContainText(WORDS);
    await expect(julien).toContainText('Candidature directe (mission Connect)');
    expect(await seriousViolations(client)).toEqual([]);
    await context.close();
  });
});

test('a freelancer without a skill is told how Connect scores them and is led to the profile’s skills', async ({
  page,
}) => {
  const signup = await page.request.post('/auth/signup/freelancer', {
    data: {
      email: `connect.${Date.now()}@exemple.fr`,
      password: 'secret-connect',
      firstName: 'Inès',
      lastName: 'Roux',
    },
  });
  expect(signup.status()).toBe(201);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto('/freelancer/connect');
  await expect(page.getByText('Ajoutez vos compétences')).toBeVisible();
  await page.getByRole('link', { name: 'Ajouter mes compétences' }).click();
  await expect(page).toHaveURL(/\/freelancer\/profile#skills$/);
  // Below the header and the import card: the page scrolls to it once the profile is loaded.
  const skills = page.locator('section#skills');
  await expect(skills.getByRole('heading', { level: 2 })).toHaveText('Compétences');
  await expect(skills).toBeInViewport();

  // The dashboard's checklist opens the same section.
  await page.goto('/freelancer/dashboard');
  await page.getByRole('link', { name: 'Ajouter au moins deux expériences' }).click();
  await expect(page.locator('section#experiences')).toBeInViewport();
});
