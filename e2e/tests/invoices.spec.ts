import fs from 'node:fs/promises';
import { signIn } from './helpers';
import { type Browser, expect, type Page, test } from './test';

/**
 * Invoices in the browser: Sophie, the client, downloads an invoice PDF from her mission's
 * invoices; Julien, the freelancer, downloads his own from his payment tracker; the team sees the
 * overdue invoice and its penalties before sending a reminder. (The demo mission "Data engineer"
 * ended with every month validated and invoiced.)
 */

const MISSION = 'Data engineer — fiabilisation du pipeline de facturation';

async function personIn(browser: Browser, env: 'freelancer' | 'enterprise' | 'backoffice', email: string) {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, env, email);
  await expect(page).not.toHaveURL(/\/signin/);
  return page;
}

async function downloadedBytes(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { bytes: await fs.readFile(file), name: download.suggestedFilename() };
}

test('the client downloads an invoice PDF from the mission page', async ({ browser }) => {
  const page = await personIn(browser, 'enterprise', 'client@demo.fr');
  await page.goto('/enterprise/missions?mode=all');
  await page.getByRole('link', { name: MISSION }).first().click();
  await page.getByRole('tab', { name: 'Factures' }).click();
  const link = page.getByRole('link', { name: /^Télécharger le PDF de la facture F-/ }).first();
  await expect(link).toBeVisible();
  const { bytes, name } = await downloadedBytes(page, () => link.click());
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  expect(name).toMatch(/^facture-F-\d{4}-\d{6}\.pdf$/);
});

test('the freelancer downloads an invoice from the payment tracker', async ({ browser }) => {
  const page = await personIn(browser, 'freelancer', 'freelance@demo.fr');
  await page.goto('/freelancer/missions');
  await page.getByRole('link', { name: MISSION }).first().click();
  await expect(page.getByRole('heading', { name: 'Suivi de vos paiements' })).toBeVisible();
  // The month's amount is the freelancer's own invoice, VAT included: said, beside the contract's amounts before tax.
  await expect(page.getByText(/jours · [\d\s]+,\d\d\s€ TTC$/).first()).toBeVisible();
  const link = page.getByRole('link', { name: /^Télécharger la facture F-/ }).first();
  const { bytes } = await downloadedBytes(page, () => link.click());
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
});

test('the team sees the overdue invoice and its penalties before reminding', async ({ browser }) => {
  const page = await personIn(browser, 'backoffice', 'equipe@demo.fr');
  await page.goto('/backoffice/invoicing');
  await page.getByRole('tab', { name: /En retard/ }).click();
  // The tab is in the address: a reload or a shared link opens it again.
  await expect(page).toHaveURL(/\/backoffice\/invoicing\?status=overdue$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: /En retard/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('1 facture', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Actions sur la facture F-/ }).click();
  await page.getByRole('menuitem', { name: 'Relancer et pénalités' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^Pénalités de retard : /)).toBeVisible();
  await expect(dialog.getByText('Indemnité forfaitaire pour frais de recouvrement : 40,00 €')).toBeVisible();
});
