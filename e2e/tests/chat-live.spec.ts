import { signIn } from './helpers';
import { type Browser, expect, type Page, test } from './test';

/**
 * Live chat across two browsers: Julien, the freelancer, reads his conversation with Lumen
 * Analytics about a mission he is proposed for; Sophie, the client, answers from her own browser.
 * Her message appears in Julien's open conversation without a reload, and his bell counts it.
 */

async function personIn(browser: Browser, env: 'freelancer' | 'enterprise', email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, env, email);
  await expect(page).not.toHaveURL(/\/signin/);
  return page;
}

/** Opens the conversation of the list whose row names the person (the match conversation with Julien). */
async function openConversation(page: Page, env: 'freelancer' | 'enterprise', rowText: RegExp) {
  await page.goto(`/${env}/messages`);
  const list = page.getByRole('navigation', { name: 'Conversations' }).or(page.getByLabel('Conversations'));
  await list.getByText(rowText).first().click();
  await expect(page).toHaveURL(new RegExp(`/${env}/messages/\\d+`));
  await expect(page.getByLabel('Messages de la conversation')).toBeVisible();
}

test("a client's message appears live in the freelancer's open conversation, and his bell counts it", async ({
  browser,
}) => {
  const julien = await personIn(browser, 'freelancer', 'freelance@demo.fr');
  // Julien starts with nothing unseen, so that the bell shows exactly what arrives now.
  const bell = julien.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const markAll = julien.getByRole('button', { name: 'Tout marquer comme lu' });
  if (await markAll.isEnabled()) await markAll.click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await julien.keyboard.press('Escape');

  await openConversation(julien, 'freelancer', /^Lumen Analytics – /);
  const conversationPath = new URL(julien.url()).pathname.split('/').pop();

  const sophie = await personIn(browser, 'enterprise', 'client@demo.fr');
  await sophie.goto(`/enterprise/messages/${conversationPath}`);
  await expect(sophie.getByLabel('Messages de la conversation')).toBeVisible();
  const text = `Bonjour Julien, êtes-vous disponible jeudi à 14 h ? (${Date.now().toString(36)})`;
  const composer = sophie.getByRole('textbox', { name: 'Votre message' });
  await composer.click();
  await composer.pressSequentially(text);
  await composer.press('Enter');
  await expect(sophie.getByLabel('Messages de la conversation').getByText(text)).toBeVisible();

  // No reload on Julien's side: the message arrives through the subscription.
  await expect(julien.getByLabel('Messages de la conversation').getByText(text)).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 1 non lue');
  await bell.click();
  await expect(julien.getByText(/Nouveau message de Sophie Durand/).first()).toBeVisible();

  // Julien's reply reaches Sophie the same way, and she sees that he has read hers.
  const reply = `Oui, jeudi 14 h me convient. (${Date.now().toString(36)})`;
  await julien.keyboard.press('Escape');
  const julienComposer = julien.getByRole('textbox', { name: 'Votre message' });
  await julienComposer.click();
  await julienComposer.pressSequentially(reply);
  await julienComposer.press('Enter');
  await expect(sophie.getByLabel('Messages de la conversation').getByText(reply)).toBeVisible();
});
