import { signIn } from './helpers';
import { expect, type Page, test } from './test';

/**
 * The Content Security Policy of the web app (scripts from the app's own files only) lets every
 * part of the app work: sign-in (a same-origin POST, which the CSRF check lets through), the pages
 * of each environment, the WebSocket of live updates and Nova's streamed answer, with no violation.
 */

function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect)/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

test('the team and a client use the app under the CSP without a single violation', async ({ page, browser }) => {
  const violations = watchViolations(page);
  const document = await page.goto('/backoffice/signin');
  expect(document?.headers()['content-security-policy']).toContain("script-src 'self';");
  await signIn(page, 'backoffice', 'equipe@demo.fr');
  await expect(page).not.toHaveURL(/\/signin/);
  for (const path of ['/backoffice/funnel', '/backoffice/missions']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }

  const client = await browser.newPage();
  violations.push(...watchViolations(client));
  const sockets: string[] = [];
  client.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => {
      if (String(frame.payload).includes('connection_ack')) sockets.push(socket.url());
    });
  });
  await signIn(client, 'enterprise', 'client@demo.fr');
  await expect(client).not.toHaveURL(/\/signin/);
  await client.waitForLoadState('networkidle');
  // Live updates: the WebSocket was accepted (same origin, allowed by connect-src).
  await expect.poll(() => sockets.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

test("Nova's streamed answer arrives under the CSP", async ({ page }) => {
  const violations = watchViolations(page);
  await signIn(page, 'enterprise', 'romain.garnier@demo.fr');
  await expect(page).toHaveURL(/\/enterprise\/nova-ai\/?$/);
  const composer = page.getByLabel('Votre message à Nova');
  await composer.fill('Trouve-moi un développeur React à Paris');
  await composer.press('Enter');
  await expect(page.getByTestId('nova-answer').last()).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
});
