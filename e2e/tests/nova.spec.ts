import { signIn } from './helpers';
import { expect, test } from './test';

test('Romain asks Nova for a freelancer, then for the mission draft, and opens it pre-filled', async ({ page }) => {
  await signIn(page, 'enterprise', 'romain.garnier@demo.fr');
  // A corporate with Nova access lands on Nova instead of the dashboard.
  await expect(page).toHaveURL(/\/enterprise\/nova-ai\/?$/);
  await expect(page.getByRole('heading', { name: 'Nova', exact: true })).toBeVisible();
  await expect(page.getByText('Trouve-moi un data engineer Spark à Lyon, dispo en mars, 600 € max')).toBeVisible();

  const composer = page.getByLabel('Votre message à Nova');
  await composer.fill('Je cherche un data engineer Spark à Lyon, 650 € max par jour');
  await composer.press('Enter');

  // The URL follows the new conversation; the answer comes with a shortlist and its reasons.
  await expect(page).toHaveURL(/\/enterprise\/nova-ai\/[^/]+$/);
  const shortlist = page.getByTestId('nova-shortlist');
  await expect(shortlist).toBeVisible({ timeout: 20_000 });
  const firstCard = shortlist.getByTestId('nova-freelancer-card').first();
  await expect(firstCard.getByRole('listitem').first()).toBeVisible();
  await expect(firstCard.getByText(/\d+\/\d+ · \d+ %/)).toBeVisible();
  await expect(firstCard.getByRole('link', { name: 'Voir le profil' })).toHaveAttribute(
    'href',
    /^\/enterprise\/freelancers\//,
  );
  await expect(page.getByRole('button', { name: 'Réponse utile' }).first()).toBeVisible();
  await expect(composer).toBeEnabled();

  // The conversation appears in the list.
  await expect(page.getByRole('navigation', { name: 'Conversations' }).getByRole('listitem')).not.toHaveCount(0);

  // The follow-up names nothing: the draft takes the need of the search before it.
  await composer.fill('Rédige la mission correspondante');
  await composer.press('Enter');
  const draft = page.getByTestId('nova-draft-card');
  await expect(draft.getByText('Brouillon de mission créé')).toBeVisible({ timeout: 20_000 });
  await draft.getByRole('link', { name: 'Ouvrir le brouillon' }).click();

  await expect(page).toHaveURL(/\/enterprise\/mission\/create\/[^/]+$/);
  // The mission form is a stepper: the skills on the second step, the title on the third.
  await page
    .getByRole('button', { name: /Compétences/ })
    .first()
    .click();
  await expect(page.getByText(/spark/i).first()).toBeVisible({ timeout: 10_000 });
  await page
    .getByRole('button', { name: /Détails/ })
    .first()
    .click();
  await expect(page.getByLabel(/^Titre de la mission/)).toHaveValue(/data engineer/i);
});

test('feedback on an answer and deleting a conversation after confirmation', async ({ page }) => {
  await signIn(page, 'enterprise', 'romain.garnier@demo.fr');
  await expect(page).toHaveURL(/\/enterprise\/nova-ai\/?$/);
  const composer = page.getByLabel('Votre message à Nova');
  await composer.fill('Trouve-moi un développeur React à Paris');
  await composer.press('Enter');
  await expect(page).toHaveURL(/\/enterprise\/nova-ai\/[^/]+$/);
  const answer = page.getByTestId('nova-answer').last();
  await expect(answer.getByRole('button', { name: 'Réponse à améliorer' })).toBeVisible({ timeout: 20_000 });

  await answer.getByRole('button', { name: 'Réponse à améliorer' }).click();
  await page.getByLabel('Commentaire (facultatif)').fill('Je voulais aussi des profils en télétravail.');
  await page.getByRole('button', { name: 'Envoyer l’avis' }).click();
  await expect(page.getByText('Merci pour votre avis !')).toBeVisible();
  await expect(answer.getByRole('button', { name: 'Réponse à améliorer' })).toHaveAttribute('aria-pressed', 'true');

  // After a reload the viewer's feedback is still shown.
  await page.reload();
  await expect(
    page.getByTestId('nova-answer').last().getByRole('button', { name: 'Réponse à améliorer' }),
  ).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 });

  const list = page.getByRole('navigation', { name: 'Conversations' });
  const before = await list.getByRole('listitem').count();
  await list
    .getByRole('button', { name: /^Supprimer la conversation/ })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Conversation supprimée.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(before - 1);
});

test('the team opens the labs, asks Nova about the marketplace, and opens the avatar lab', async ({ page }) => {
  await signIn(page, 'backoffice', 'equipe@demo.fr');
  await expect(page).toHaveURL(/\/backoffice\/?$/);
  await page.goto('/backoffice/labs');
  await page.getByRole('link', { name: /Orbite Nova/ }).click();
  await expect(page).toHaveURL(/\/backoffice\/labs\/orbite-nova\/?$/);
  await expect(page.getByRole('heading', { name: 'Orbite Nova (labs)' })).toBeVisible();

  const composer = page.getByLabel('Votre message à Nova');
  await composer.fill('Combien de missions en recherche ?');
  await composer.press('Enter');
  const answer = page.getByTestId('nova-answer').last();
  await expect(answer.getByText(/^Mode hors ligne/)).toBeVisible({ timeout: 20_000 });
  const figure = answer.getByTestId('nova-stats-card').getByTestId('nova-stat');
  await expect(figure).toHaveCount(1);
  await expect(figure).toContainText('Missions en recherche de freelances');
  await expect(figure).toContainText(/\d+/);
  await page.goto('/labs/avatar-conversation');
  await expect(page.getByRole('heading', { name: 'Entretien avec avatar' })).toBeVisible();
});
