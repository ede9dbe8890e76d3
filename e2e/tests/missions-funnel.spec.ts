import { signIn } from './helpers';
import { type Browser, expect, type Locator, type Page, test } from './test';

/**
 * The missions funnel end to end, each person in their own browser: the client posts a mission, the
 * team validates it and preselects two freelancers from Telescope, proposes it to Julien, who accepts
 * it from his explore page; the team presents him, the client proposes meeting slots, Julien books
 * one, and the client confirms him: the mission goes to contracting.
 */

const JULIEN = 'Julien Bernard';

/** A new browser context signed in through the environment's own sign-in page. */
async function personIn(browser: Browser, env: 'freelancer' | 'enterprise' | 'backoffice', email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, env, email);
  await expect(page).not.toHaveURL(/\/signin/);
  return page;
}

/** The 15th of next month, as a calendar day and as the French label of its cell in the day picker. */
function fifteenthOfNextMonth() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const [y, m] = today.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(y, m, 15, 12));
  const label = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return { iso: day.toISOString().slice(0, 10), label: label.format(day) };
}

/** The block under a mission page's title: the title, its status badge and its reference. */
const missionHeader = (page: Page, title: string): Locator =>
  page.getByRole('heading', { level: 1, name: title }).locator('xpath=..');

/** A card of the back-office funnel, by the freelancer's name. */
const funnelCard = (page: Page, name: string) =>
  page.getByTestId('funnel-card').filter({ has: page.getByRole('link', { name, exact: true }) });

/** Moves a funnel card through its "Déplacer vers…" menu. */
async function moveInFunnel(page: Page, name: string, column: string) {
  await page.getByRole('button', { name: `Déplacer vers… (${name})` }).click();
  await page.getByRole('menuitem', { name: column, exact: true }).click();
  await expect(page.getByText(`Profil de ${name} mis à jour.`)).toBeVisible();
}

test('a mission goes from the client’s form to a confirmed freelancer through the team’s funnel', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const token = Math.random().toString(36).slice(2, 8);
  const title = `Data engineer Spark ${token}`;
  const start = fifteenthOfNextMonth();
  let missionId = '';
  let otherFreelancer = '';

  const client = await personIn(browser, 'enterprise', 'client@demo.fr');
  const team = await personIn(browser, 'backoffice', 'equipe@demo.fr');
  const julien = await personIn(browser, 'freelancer', 'freelance@demo.fr');

  await test.step('the client posts a mission through the four-step form', async () => {
    await client.goto('/enterprise/missions');
    await client.getByRole('link', { name: 'Nouvelle mission' }).click();
    await expect(client).toHaveURL(/\/enterprise\/mission\/create/);
    // Posting a mission is still « Missions » in the navigation.
    await expect(client.getByRole('navigation').getByRole('link', { name: 'Missions' })).toHaveAttribute(
      'data-active',
      'true',
    );

    // Calendrier: the start date in the day picker, the duration and the rhythm.
    await client.getByLabel(/^Date de début/).click();
    const calendar = client.getByRole('dialog');
    await calendar.getByRole('button', { name: 'Mois suivant' }).click();
    await calendar.getByRole('button', { name: start.label, exact: true }).click();
    await expect(client.getByLabel(/^Date de début/)).toHaveText(start.iso.split('-').reverse().join('/'));
    await client.getByLabel(/^Durée \(jours travaillés\)/).fill('60');
    await client.getByRole('radiogroup', { name: 'Rythme' }).getByText('4 jours', { exact: true }).click();
    await expect(client.getByTestId('estimated-end')).toContainText(
      '60 jours de travail à raison de 4 jours par semaine.',
    );
    await client.getByRole('button', { name: 'Suivant', exact: true }).click();

    // Compétences: two mandatory skills with the years they need, and the level.
    for (const [skill, years] of [
      ['Python', '5 ans'],
      ['Apache Spark', '3 ans'],
    ] as const) {
      await client.getByLabel('Ajouter une compétence').fill(skill);
      await client
        .getByRole('option', { name: new RegExp(`^${skill}`) })
        .first()
        .click();
      // The first two skills added are mandatory.
      await expect(client.getByRole('switch', { name: `${skill} obligatoire` })).toBeChecked();
      await client.getByRole('combobox', { name: `Années d’expérience requises en ${skill}` }).click();
      await client.getByRole('option', { name: years, exact: true }).click();
    }
    await expect(client.getByText('2 / 6 obligatoires')).toBeVisible();
    await client.getByRole('radio', { name: 'Senior (6 ans et plus)' }).click();
    await client.getByRole('button', { name: 'Suivant', exact: true }).click();

    // Détails: title, category, description, rate, fully remote (no address needed).
    await client.getByLabel(/^Titre de la mission/).fill(title);
    await client.getByRole('radio', { name: 'Data', exact: true }).check();
    await client
      .getByLabel(/^Description/)
      .fill('Industrialiser nos pipelines Spark sur AWS et fiabiliser les traitements quotidiens de l’équipe BI.');
    await client.getByLabel(/^Tarif journalier du freelance \(HT\)/).fill('700');
    await client.getByRole('radio', { name: 'Télétravail', exact: true }).check();
    await client.getByRole('button', { name: 'Voir le récapitulatif' }).click();

    // Récapitulatif: sent to the team, the mission page shows it under review.
    await expect(client.getByText(title).first()).toBeVisible();
    await client.getByRole('button', { name: 'Envoyer la mission' }).click();
    await expect(client).toHaveURL(/\/enterprise\/missions\/\d+$/);
    missionId = client.url().split('/').pop() as string;
    await expect(missionHeader(client, title)).toContainText('En validation');
  });

  await test.step('the team validates it from the missions to validate', async () => {
    await team.goto('/backoffice/missions');
    await team.getByRole('tab', { name: /^À valider/ }).click();
    await team.getByRole('link', { name: title, exact: true }).click();
    await expect(team).toHaveURL(new RegExp(`/backoffice/missions/${missionId}`));
    await expect(missionHeader(team, title)).toContainText('En validation');
    await team.getByRole('button', { name: 'Valider', exact: true }).click();
    const dialog = team.getByRole('dialog', { name: 'Valider la mission' });
    await dialog.getByRole('button', { name: 'Valider', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(team.getByText('Mission validée.')).toBeVisible();
    await expect(missionHeader(team, title)).toContainText('En recherche');
  });

  await test.step('the team preselects Julien and another Spark freelancer from Telescope', async () => {
    await team.goto('/backoffice/telescope');
    await team.getByLabel('Compétences', { exact: true }).fill('Apache Spark');
    await team
      .getByRole('option', { name: /^Apache Spark/ })
      .first()
      .click();
    await expect(team).toHaveURL(/skills=/);
    const julienBox = team.getByRole('checkbox', { name: `Sélectionner ${JULIEN}`, exact: true });
    await expect(julienBox).toBeVisible();
    // The page keeps the previous results on screen (the table busy) until the search by skill answers.
    await expect(team.getByRole('table').filter({ has: julienBox })).toHaveAttribute('aria-busy', 'false');
    await expect(team.getByRole('row').filter({ has: julienBox })).toContainText('Apache Spark · 7 ans');
    await julienBox.check();
    // Another freelancer of the results, the first one holding the skill who is not Julien.
    const others = team
      .getByRole('row')
      .filter({ hasText: 'Apache Spark' })
      .getByRole('checkbox', { name: /^Sélectionner (?!toute la page)/ });
    const other = async () =>
      (await others.evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? '')))
        .map((label) => label.replace(/^Sélectionner /, ''))
        .find((name) => name !== JULIEN) ?? '';
    // Read again until the rows are there: a slow machine may still be rendering the page of results.
    await expect.poll(other).not.toBe('');
    otherFreelancer = await other();
    await team.getByRole('checkbox', { name: `Sélectionner ${otherFreelancer}`, exact: true }).check();

    await team.getByRole('button', { name: 'Présélectionner pour une mission' }).click();
    const dialog = team.getByRole('dialog', { name: 'Présélectionner pour une mission' });
    await expect(dialog.getByText('2 freelances seront présélectionnés pour la mission choisie.')).toBeVisible();
    await dialog.getByRole('combobox', { name: /^Mission/ }).fill(token);
    await team.getByRole('option', { name: new RegExp(`${title} · Lumen Analytics`) }).click();
    await dialog.getByRole('button', { name: 'Présélectionner', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(team.getByText('2 freelances présélectionnés')).toBeVisible();
  });

  await test.step('the team proposes the mission to Julien from the funnel', async () => {
    await team.goto(`/backoffice/funnel/${missionId}`);
    await expect(team.getByRole('heading', { level: 1, name: `Funnel · ${title}` })).toBeVisible();
    await expect(funnelCard(team, JULIEN)).toHaveAttribute('aria-label', `${JULIEN}, Présélection`);
    await expect(funnelCard(team, otherFreelancer)).toHaveAttribute('aria-label', `${otherFreelancer}, Présélection`);
    await moveInFunnel(team, JULIEN, 'Proposés');
    await expect(funnelCard(team, JULIEN)).toHaveAttribute('aria-label', `${JULIEN}, Proposée au freelance`);
  });

  await test.step('Julien finds the proposal on his explore page and accepts it', async () => {
    await julien.goto('/freelancer/explore');
    const proposals = julien.getByRole('alert').filter({ hasText: /propositions? de l’équipe vous attend/ });
    await proposals.getByRole('link', { name: title, exact: true }).click();
    await expect(julien).toHaveURL(/\/freelancer\/explore\/match\/\d+$/);
    await expect(julien.getByText('L’équipe Orbite a pensé à vous')).toBeVisible();
    await julien.getByRole('button', { name: 'Ça m’intéresse' }).click();
    await expect(
      julien.getByText('Bien reçu ! L’équipe valide votre profil puis le présente au client.'),
    ).toBeVisible();
    await expect(julien).toHaveURL(new RegExp(`/freelancer/missions/${missionId}$`));
    await expect(julien.getByText('Candidat', { exact: true }).first()).toBeVisible();
  });

  await test.step('the team presents Julien to the client', async () => {
    await team.reload();
    await expect(funnelCard(team, JULIEN)).toHaveAttribute('aria-label', `${JULIEN}, Validation équipe`);
    await moveInFunnel(team, JULIEN, 'Chez le client');
    await expect(funnelCard(team, JULIEN)).toHaveAttribute('aria-label', `${JULIEN}, Présentée au client`);
  });

  const julienProfile = client.getByTestId('presented-profile').filter({ hasText: JULIEN });

  await test.step('the client meets Julien: proposes slots from the Profils tab', async () => {
    await client.reload();
    await client.getByRole('tab', { name: 'Profils' }).click();
    await expect(client).toHaveURL(new RegExp(`/enterprise/missions/${missionId}/profiles$`));
    await expect(julienProfile.getByText('Nouveau profil', { exact: true })).toBeVisible();
    await expect(client.getByTestId('presented-profile')).toHaveCount(1);
    await julienProfile.getByRole('button', { name: 'Rencontrer' }).click();
    const dialog = client.getByRole('dialog', { name: `Rencontrer ${JULIEN}` });
    await expect(dialog.getByTestId('slot-row')).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Proposer ces 3 créneaux' }).click();
    await expect(dialog).toBeHidden();
    await expect(julienProfile.getByText('Créneaux proposés', { exact: true })).toBeVisible();
    await expect(julienProfile.getByText('3 créneaux proposés : en attente de Julien.')).toBeVisible();
  });

  await test.step('Julien picks a slot and confirms it', async () => {
    await julien.goto('/freelancer/missions');
    const row = julien.getByRole('link', { name: title, exact: true });
    await expect(row.getByText('Choix du créneau')).toBeVisible();
    await row.click();
    await expect(julien).toHaveURL(new RegExp(`/freelancer/missions/${missionId}`));
    const slots = julien.getByRole('radiogroup', { name: 'Choisissez un créneau' });
    await expect(slots.getByRole('radio')).toHaveCount(3);
    await slots.getByRole('radio').first().click();
    await julien.getByRole('button', { name: 'Confirmer ce créneau' }).click();
    await expect(julien.getByText('Rendez-vous fixé : le client est prévenu.')).toBeVisible();
    await expect(julien.getByText(/^Rendez-vous fixé le /)).toBeVisible();
  });

  await test.step('the client sees the booked meeting and confirms Julien', async () => {
    await client.reload();
    await expect(julienProfile.getByText('Rendez-vous fixé', { exact: true })).toBeVisible();
    await expect(julienProfile.getByText(/^Rendez-vous le /)).toBeVisible();
    await julienProfile.getByRole('button', { name: 'Confirmer ce freelance' }).click();
    const dialog = client.getByRole('dialog', { name: `Confirmer ${JULIEN} ?` });
    await dialog.getByRole('button', { name: 'Confirmer Julien', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(julienProfile.getByText('Confirmé', { exact: true })).toBeVisible();
    await expect(
      julienProfile.getByText('Contractualisation en cours : notre équipe prépare la proposition.'),
    ).toBeVisible();
    await expect(missionHeader(client, title)).toContainText('En contractualisation');
  });

  await test.step('Julien’s missions show the commercial proposal under way', async () => {
    await julien.goto('/freelancer/missions');
    await expect(
      julien.getByRole('link', { name: title, exact: true }).getByText('Proposition en cours', { exact: true }),
    ).toBeVisible();
  });

  for (const page of [client, team, julien]) await page.context().close();
});
