import { signIn } from './helpers';
import { type Browser, expect, type Page, test } from './test';

/**
 * The contract signature end to end, on the demo deal of Lumen Analytics out for signature (its
 * framework contract already signed by the freelancer): Élodie signs her mission order, Sophie her
 * company's two documents, then the team signs for the platform; the deal is signed and each side
 * downloads its frozen signed PDF.
 */

const MISSION = 'Data scientist NLP — tri automatique des tickets support';

async function personIn(browser: Browser, env: 'freelancer' | 'enterprise' | 'backoffice', email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, env, email);
  await expect(page).not.toHaveURL(/\/signin/);
  return page;
}

/** Signs, one after the other, every document that waits for the viewer in the contracts panel. */
async function signEverything(page: Page, typedName: string, expected: number) {
  const panel = page.getByTestId('deal-documents-panel');
  for (let signed = 0; signed < expected; signed += 1) {
    await panel.getByRole('button', { name: 'Relire et signer' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Empreinte SHA-256 du document :')).toBeVisible();
    await dialog.getByLabel('Votre nom et prénom').fill(typedName);
    await dialog.getByRole('checkbox').check();
    // The secured button: a first press arms the countdown, the second signs.
    await dialog.getByRole('button', { name: 'Signer le document' }).click();
    await dialog.getByRole('button', { name: /Confirmer la signature/ }).click();
    // Signed: one document less waits, and the dialog closes.
    await expect(panel.getByRole('button', { name: 'Relire et signer' })).toHaveCount(expected - signed - 1, {
      timeout: 20_000,
    });
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
  }
  await expect(panel.getByRole('button', { name: 'Relire et signer' })).toHaveCount(0);
}

/** The id of the demo mission, from the client's list of missions. */
async function openMission(page: Page, listPath: string) {
  await page.goto(listPath);
  await page.getByRole('link', { name: MISSION }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: MISSION })).toBeVisible();
  const id = /missions\/(\d+)/.exec(page.url())?.[1];
  expect(id).toBeTruthy();
  return id!;
}

test('the freelancer and the client sign their contracts in the browser, then the team, and the deal is signed', async ({
  browser,
}) => {
  test.setTimeout(180_000);

  const freelancer = await personIn(browser, 'freelancer', 'elodie.chevalier@demo.fr');
  const missionId = await openMission(freelancer, '/freelancer/missions');
  const freelancePanel = freelancer.getByTestId('deal-documents-panel');
  await expect(freelancePanel.getByText('Un document attend votre signature.')).toBeVisible();
  // Typing another name than one's own is refused in French.
  await freelancePanel.getByRole('button', { name: 'Relire et signer' }).click();
  const dialog = freelancer.getByRole('dialog');
  await dialog.getByLabel('Votre nom et prénom').fill('Sophie Durand');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Signer le document' }).click();
  await dialog.getByRole('button', { name: /Confirmer la signature/ }).click();
  await expect(
    dialog.getByText('Saisissez votre nom tel qu’il figure sur votre compte : Élodie Chevalier.'),
  ).toBeVisible();
  await freelancer.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Case and accents do not matter.
  await signEverything(freelancer, 'elodie chevalier', 1);

  const client = await personIn(browser, 'enterprise', 'client@demo.fr');
  await client.goto(`/enterprise/missions/${missionId}/deal`);
  const clientPanel = client.getByTestId('deal-documents-panel');
  await expect(clientPanel.getByText('2 documents attendent votre signature.')).toBeVisible();
  // The client sees its own edition of the mission order, never the freelancer's.
  await expect(clientPanel.getByText(/exemplaire client/)).toBeVisible();
  await expect(clientPanel.getByText(/exemplaire prestataire/)).toHaveCount(0);
  await signEverything(client, 'Sophie Durand', 2);

  const team = await personIn(browser, 'backoffice', 'equipe@demo.fr');
  await team.goto(`/backoffice/missions/${missionId}?tab=deal`);
  const teamPanel = team.getByTestId('deal-documents-panel');
  await expect(teamPanel.getByText('3 documents attendent votre signature.')).toBeVisible();
  await signEverything(team, 'Camille Moreau', 3);
  await expect(teamPanel.getByText('Tous les documents sont signés : le contrat est en vigueur.')).toBeVisible();

  // Each side downloads its frozen signed file.
  await client.reload();
  const signedLink = client
    .getByTestId('deal-documents-panel')
    .getByRole('link', { name: 'Télécharger la version signée' });
  await expect(signedLink).toHaveCount(2);
  const download = client.waitForEvent('download');
  await signedLink.first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/signé\.pdf$/);
});
