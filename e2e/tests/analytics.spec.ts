import { signIn } from './helpers';
import { expect, test } from './test';

test('the team reads the dashboard, the analytics and handles a Nova feedback', async ({ page }) => {
  await signIn(page, 'backoffice', 'equipe@demo.fr');
  await expect(page).toHaveURL(/\/backoffice\/?$/);

  // Dashboard: headline figures of the last 30 days against the 30 before, the period in the URL.
  await page.goto('/backoffice/dashboard');
  await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Missions créées' })).toContainText(/\d/);
  await expect(page.getByRole('article', { name: /Volume d’affaires signé/ })).toContainText('€');
  await page.getByText('12 derniers mois').click();
  await expect(page).toHaveURL(/granularity=month/);

  // Analytics: the same period is carried over (once the page has rendered the new period: the router renders a
  // navigation in a transition), the funnel gives its conversion rates.
  const analytics = page.getByRole('link', { name: 'Statistiques détaillées' });
  await expect(analytics).toHaveAttribute('href', /granularity=month/);
  await analytics.click();
  await expect(page).toHaveURL(/\/backoffice\/analytics\?from=.*granularity=month/);
  const funnel = page.getByRole('region', { name: 'De la mise en relation au contrat' });
  await expect(funnel).toContainText('Présentées au client');
  await expect(funnel).toContainText('%');
  const missions = page.getByRole('region', { name: 'Missions créées, par statut actuel' });
  await missions.getByRole('button', { name: 'Voir le tableau' }).click();
  await expect(missions.getByRole('table')).toContainText('Refusées ou échouées');
  // The welcome links by campaign: of the demo's « data-lyon-novembre », Margaux waits and Romain took his account.
  const hunting = page.getByRole('region', { name: 'Chasse : liens de bienvenue par campagne' });
  await expect(hunting.getByRole('row', { name: /data-lyon-novembre/ }).getByRole('cell')).toHaveText([
    'data-lyon-novembre',
    '2',
    '1',
    /^50\s%$/,
  ]);

  // Nova feedbacks: the ones to handle first; read one, mark it handled, it leaves the list.
  await page.goto('/backoffice/nova-feedbacks');
  await expect(page.getByRole('heading', { name: 'Retours Nova', level: 1 })).toBeVisible();
  const count = page.locator('#nova-feedbacks-count');
  await expect(count).toHaveText(/\d+ retours?/);
  const before = Number((await count.textContent())?.match(/\d+/)?.[0]);
  const first = page.getByRole('row').nth(1);
  await first.getByRole('button', { name: 'Lire la question et la réponse' }).click();
  await expect(page.getByText('Réponse de Nova')).toBeVisible();
  await first.getByRole('button', { name: 'Marquer traité' }).click();
  await expect(page.getByText('Retour marqué comme traité.')).toBeVisible();
  await expect(count).toHaveText(`${before - 1} retour${before - 1 > 1 ? 's' : ''}`);
});
