import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { formatFrenchDate } from '@orbite/domain/french-date';
import { signIn } from './helpers';
import { expect, test } from './test';

/** The French long date of a day N months from today in Paris (same day, clamped to the month's end), « 1er » included. */
function inMonthsFr(months: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  const target = new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay), 12));
  return formatFrenchDate(new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }), target);
}

test('a new freelancer sets unavailable for 3 months and uploads an identity document that the team validates', async ({
  page,
  browser,
}) => {
  const email = `kyc-${Date.now()}@example.fr`;
  const signup = await page.request.post('/auth/signup/freelancer', {
    data: { email, password: 'Lune-orbite-42', firstName: 'Camille', lastName: 'Durand', phoneNumber: null },
  });
  expect(signup.ok()).toBe(true);

  // Dashboard: unavailable for 3 months from the availability button's menu.
  await page.goto('/freelancer/dashboard');
  const availability = page.getByRole('region', { name: 'Disponibilité' });
  await availability.getByRole('button', { name: /^Disponibilité : Disponible/ }).click();
  await page.getByRole('menuitem', { name: '3 mois' }).click();
  await expect(availability.getByText('Enregistré')).toBeVisible();
  await expect(availability.getByRole('button', { name: /Disponibilité : Indisponible jusqu’au/ })).toContainText(
    inMonthsFr(3),
  );
  await page.reload();
  await expect(page.getByRole('region', { name: 'Disponibilité' })).toContainText(inMonthsFr(3));

  // Ma société: upload an identity document through the three-step modal.
  const pdf = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'orbite-kyc-')), 'carte-identite.pdf');
  await fs.writeFile(pdf, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
  await page.goto('/freelancer/company');
  const idRow = page.getByTestId('kyc-id');
  await expect(idRow.getByTestId('kyc-status')).toHaveText('À fournir');
  await idRow.getByRole('button', { name: 'Déposer : Pièce d’identité' }).click();
  const modal = page.getByRole('dialog', { name: 'Déposer : Pièce d’identité' });
  await modal.getByLabel(/Glissez votre fichier/).setInputFiles(pdf);
  await expect(modal.getByText('carte-identite.pdf')).toBeVisible();
  await modal.getByRole('button', { name: 'Envoyer' }).click();
  await expect(modal.getByText('Document envoyé : notre équipe va le vérifier.')).toBeVisible();
  await modal.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(idRow.getByTestId('kyc-status')).toHaveText('En cours de vérification');

  const freelanceId = await page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { freelance { id } } }' }),
    });
    return ((await response.json()) as { data: { me: { freelance: { id: string } } } }).data.me.freelance.id;
  });

  // A team member reviews it in the back office.
  const teamContext = await browser.newContext();
  const team = await teamContext.newPage();
  await signIn(team, 'backoffice', 'equipe@demo.fr');
  await expect(team).toHaveURL(/\/backoffice\/?$/);
  await team.goto(`/backoffice/freelancers/${freelanceId}`);
  await expect(team.getByRole('heading', { level: 1, name: 'Camille Durand' })).toBeVisible();
  const reviewRow = team.getByTestId('kyc-id');
  await reviewRow.getByRole('button', { name: 'Valider : Pièce d’identité' }).click();
  const validateModal = team.getByRole('dialog', { name: 'Valider le document' });
  await validateModal.getByRole('button', { name: 'Valider' }).click();
  await expect(reviewRow.getByTestId('kyc-status')).toHaveText('Accepté');
  await teamContext.close();

  // The freelancer sees it accepted.
  await page.reload();
  await expect(page.getByTestId('kyc-id').getByTestId('kyc-status')).toHaveText('Accepté');
});
