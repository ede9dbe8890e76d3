import { signIn } from './helpers';
import { expect, test } from './test';

test('a team member impersonates a freelancer from the back office, then restores', async ({ page }) => {
  await signIn(page, 'backoffice', 'equipe@demo.fr');
  await expect(page).toHaveURL(/\/backoffice\/?$/);
  // The demo has more people than a page holds: find Julien as a team member would.
  await page.getByRole('textbox', { name: 'Rechercher' }).fill('freelance@demo.fr');
  const row = page.getByRole('row', { name: /freelance@demo\.fr/ });
  await row.getByRole('button', { name: /Incarner/ }).click();

  await expect(page).toHaveURL(/\/freelancer\/dashboard$/);
  const notice = page.getByRole('region', { name: /incarnation/i });
  await expect(notice).toContainText('Julien Bernard');

  await notice.getByRole('button', { name: 'Revenir à mon compte' }).click();
  await expect(page).toHaveURL(/\/backoffice\/?$/);
  await expect(page.getByRole('region', { name: /incarnation/i })).toHaveCount(0);
});
