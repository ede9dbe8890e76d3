import { signIn } from './helpers';
import { type Browser, expect, type Page, test } from './test';

/**
 * A month of activity end to end: Karim, on mission at Lumen Analytics, fills the current month's
 * activity report in the calendar (mouse and keyboard) and sends it; Sophie, the client, validates
 * it with the secured button; both then see it validated, and Karim downloads the CRA as a PDF.
 * (freelance@demo.fr has no running deal in the demo data: Karim has the demo's running mission.)
 */

const KARIM = 'karim.benali@demo.fr';
const CLIENT = 'client@demo.fr';
const MISSION = 'Ingénieur·e DevOps — migration vers Kubernetes';

async function personIn(browser: Browser, env: 'freelancer' | 'enterprise', email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, env, email);
  await expect(page).not.toHaveURL(/\/signin/);
  return page;
}

/** "novembre 2026": the current month as the tabs name it. */
const currentMonthLabel = () =>
  new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date());

const totalOf = async (page: Page) => {
  const text = (await page.getByTestId('work-log-total').textContent()) ?? '';
  return Number(/Total : ([\d,]+)/.exec(text)?.[1]?.replace(',', '.'));
};

test('the freelancer sends a month, the client validates it, both see it validated', async ({ browser }) => {
  test.setTimeout(120_000);
  const month = currentMonthLabel();

  // Karim opens the month from his dashboard's reminder.
  const karim = await personIn(browser, 'freelancer', KARIM);
  await karim.goto('/freelancer/dashboard');
  await karim.getByRole('link', { name: `${MISSION} · ${month}` }).click();
  await expect(karim).toHaveURL(/\/freelancer\/missions\/\d+\/worklogs$/);
  await karim.getByRole('tab', { name: new RegExp(month) }).click();

  // Every working day, then one day off and one half day, by mouse and keyboard.
  await karim.getByRole('button', { name: 'Tout effacer' }).click();
  await expect(karim.getByTestId('work-log-total')).toContainText('Total : 0 jour');
  await karim.getByRole('button', { name: 'Remplir les jours ouvrés' }).click();
  const full = await totalOf(karim);
  expect(full).toBeGreaterThan(0);
  const fullDays = karim.getByRole('button', { name: /journée complète/ });
  await fullDays.first().click(); // 1 -> 0
  const half = fullDays.first();
  await half.focus();
  await karim.keyboard.press('Space'); // 1 -> 0
  await karim.keyboard.press('Space'); // 0 -> ½
  await expect(karim.getByTestId('work-log-total')).toContainText(
    `Total : ${String(full - 1.5).replace('.', ',')} jour`,
  );
  await expect(karim.getByText('Enregistré', { exact: true })).toBeVisible();

  await karim.getByRole('button', { name: 'Envoyer au client' }).click();
  const dialog = karim.getByRole('dialog', { name: 'Envoyer le compte rendu' });
  await expect(dialog).toContainText('Lumen Analytics');
  await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(karim.getByText('Compte rendu envoyé à votre client.')).toBeVisible();
  await expect(karim.getByRole('tab', { name: new RegExp(`${month}.*En attente de validation`) })).toBeVisible();

  // Sophie validates it from her dashboard.
  const sophie = await personIn(browser, 'enterprise', CLIENT);
  await sophie.goto('/enterprise/dashboard');
  await sophie.getByRole('link', { name: `${MISSION} · ${month}` }).click();
  await expect(sophie).toHaveURL(/\/enterprise\/missions\/\d+\/worklogs$/);
  await sophie.getByRole('tab', { name: new RegExp(month) }).click();
  await expect(sophie.getByTestId('work-log-total')).toContainText(String(full - 1.5).replace('.', ','));
  const validate = sophie.getByRole('button', { name: 'Valider le compte rendu' });
  await validate.click();
  await sophie.getByRole('button', { name: /Confirmer \(\d s\)/ }).click();
  await expect(sophie.getByText('Compte rendu validé.')).toBeVisible();
  await expect(sophie.getByRole('tab', { name: new RegExp(`${month}.*Validé`) })).toBeVisible();

  // Karim sees it validated and downloads the CRA.
  await karim.reload();
  await karim.getByRole('tab', { name: new RegExp(month) }).click();
  await expect(karim.getByRole('tab', { name: new RegExp(`${month}.*Validé`) })).toBeVisible();
  const download = karim.waitForEvent('download');
  await karim.getByRole('link', { name: 'Télécharger le CRA (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^cra-\d{4}-\d{2}-karim-benali\.pdf$/);
});
