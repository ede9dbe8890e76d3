import fs from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { dataDirOf, portOf } from '../servers';

export const DEMO_PASSWORD = 'demo1234';
/** The mail folder of the demo server the running test's worker talks to. */
function outboxDir(): string {
  return path.join(dataDirOf(portOf(test.info().parallelIndex)), 'outbox');
}

/**
 * Waits until the page the server rendered is hydrated and usable (main.tsx removes `#root[inert]`). A click waits
 * for it by itself (an inert element takes no click); `setInputFiles` does not, and a file set before React listens
 * is lost.
 */
export async function untilUsable(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/** Signs in through the environment's sign-in page, as a person would. */
export async function signIn(
  page: Page,
  env: 'freelancer' | 'enterprise' | 'backoffice',
  email: string,
  password = DEMO_PASSWORD,
) {
  await page.goto(`/${env}/signin`);
  await fillSignIn(page, email, password);
}

/**
 * Fills and sends the sign-in form, and waits for the server's answer: its cookie is set before the test goes on
 * (a test that navigated at once could leave before it, and land on the sign-in page).
 */
export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await Promise.all([
    page.waitForResponse(
      (response) => response.url().endsWith('/auth/signin') && response.request().method() === 'POST',
    ),
    page.getByRole('button', { name: 'Se connecter', exact: true }).click(),
  ]);
}

/**
 * The text of the newest mail in the outbox sent to an address (and holding `containing`, when a person receives
 * several: a freelancer's sign-up mails its confirmation link first), waiting for it to arrive.
 */
export async function latestMailTo(email: string, containing?: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const outbox = outboxDir();
        const files = (await fs.readdir(outbox).catch(() => [])).sort();
        for (const file of files.reverse()) {
          const text = await fs.readFile(path.join(outbox, file), 'utf8');
          if (text.includes(`To: ${email}`) && (!containing || text.replace(/=\r?\n/g, '').includes(containing))) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!.replace(/=\r?\n/g, '');
}

/**
 * axe's serious and critical violations on the page as it stands, each named by its rule, impact and first element
 * so that a failure says what to fix. Only the violations are listed in full: the passes' nodes, which nothing reads,
 * cost a tenth of the audit.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A modal or a menu still opening is half transparent: axe would measure its colours midway (a flaky
  // color-contrast finding on the recommendation modal's button). Finite transitions end first; spinners run on.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${new URL(page.url()).pathname}: ${v.id} (${v.impact}) at ${v.nodes[0]?.target.join(' ')}`);
}
