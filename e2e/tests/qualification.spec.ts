import { latestMailTo, signIn, untilUsable } from './helpers';
import { expect, test } from './test';

/**
 * A team member imports 50 pre-freelancers from a CSV file, mails them their welcome links at once, opens one of
 * them, schedules a qualification interview with an instructor, records a qualified outcome, and sees the
 * "Qualifié" badge on the freelancer's page and in the freelancers list.
 */

const ROWS = 50;
const run = Date.now().toString(36);

function csv(): string {
  const header = 'Prénom,Nom,E-mail,Téléphone,LinkedIn,Titre,Ville,TJM,Compétences,Source';
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const n = i + 1;
    return `Candidat${n},Qualif${run}x${n},candidat.${run}.${n}@exemple.fr,,,Data engineer,Lyon,${500 + n},"Python, SQL",Salon`;
  });
  return [header, ...rows].join('\n');
}

/** The 15th of next month, as the French label of its cell in the day picker. */
function fifteenthOfNextMonth() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const [y, m] = today.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(y, m, 15, 12));
  return new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    day,
  );
}

test('a team member imports 50 pre-freelancers from a CSV and qualifies one after an interview', async ({ page }) => {
  const chosen = `Candidat7 Qualif${run}x7`;

  await test.step('imports the 50 rows through the import page', async () => {
    await signIn(page, 'backoffice', 'equipe@demo.fr');
    await expect(page).not.toHaveURL(/\/signin/);
    await page.goto('/backoffice/freelancers/import');
    await untilUsable(page);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'pre-inscrits.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv(), 'utf8'),
    });
    const run50 = page.getByRole('button', { name: 'Importer 50 pré-inscrits' });
    await expect(run50).toBeVisible({ timeout: 20_000 });
    await run50.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Importer 50 pré-inscrits' }).click();
    await expect(page.getByText('50 pré-inscrits créés.')).toBeVisible({ timeout: 30_000 });
  });

  await test.step('mails the 50 their welcome links at once, and nobody twice', async () => {
    const invites = page.getByRole('region', { name: 'Inviter les pré-inscrits importés' });
    await expect(invites.getByRole('textbox', { name: /Campagne/ })).toHaveValue('pre-inscrits');
    await invites.getByRole('button', { name: 'Envoyer les 50 liens de bienvenue' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Envoyer les 50 liens de bienvenue' }).click();
    await expect(invites.getByTestId('welcome-invites-done')).toHaveText('50 liens envoyés.');
    expect(await latestMailTo(`candidat.${run}.7@exemple.fr`)).toContain('utm_campaign=3Dpre-inscrits');
    await invites.getByRole('button', { name: 'Envoyer les 50 liens de bienvenue' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Envoyer les 50 liens de bienvenue' }).click();
    await expect(invites.getByTestId('welcome-invites-done')).toHaveText(
      'Aucun lien envoyé ; 50 ignorés (déjà actifs ou invités aujourd’hui).',
    );
  });

  await test.step('opens one of them', async () => {
    await page.getByRole('link', { name: chosen, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(chosen);
  });

  const panel = page.getByRole('region', { name: 'Processus de qualification' });

  await test.step('schedules an interview with an instructor', async () => {
    await expect(panel.getByTestId('qualification-badge')).toHaveText('Non qualifié');
    await panel.getByRole('button', { name: 'Planifier un entretien' }).click();
    const modal = page.getByRole('dialog', { name: 'Planifier un entretien de qualification' });
    await expect(modal.getByRole('combobox', { name: 'Compétence évaluée' })).toHaveValue('Python');
    const instructor = modal.getByRole('combobox', { name: 'Instructeur' });
    await instructor.fill('Amélie');
    await page.getByRole('option', { name: 'Amélie Roussel' }).click();
    await expect(instructor).toHaveValue('Amélie Roussel');
    await modal.getByRole('button', { name: /^Jour/ }).click();
    await page.getByRole('button', { name: 'Mois suivant' }).click();
    await page.getByRole('button', { name: fifteenthOfNextMonth(), exact: true }).click();
    await modal.getByRole('combobox', { name: /^Heure/ }).selectOption('14:30');
    await modal.getByRole('button', { name: 'Planifier', exact: true }).click();
    await expect(modal).toBeHidden();
    const interview = panel.getByTestId('candidate-interview');
    await expect(interview).toContainText('Planifié');
    await expect(interview).toContainText('avec Amélie Roussel');
    await expect(interview).toContainText('14:30');
  });

  await test.step('records a qualified outcome and sees the badge', async () => {
    await panel.getByRole('button', { name: 'Saisir le résultat' }).click();
    const modal = page.getByRole('dialog', { name: 'Résultat de l’entretien' });
    await modal.getByRole('combobox', { name: /^Avis de l’instructeur/ }).click();
    await page.getByRole('option', { name: 'Oui, sans réserve' }).click();
    await modal.getByRole('combobox', { name: 'Niveau d’expertise' }).click();
    await page.getByRole('option', { name: 'Élevé' }).click();
    await modal.getByRole('checkbox', { name: 'Communication' }).check();
    await modal.getByLabel('Retour de l’instructeur').fill('Solide en Python, à l’aise pour expliquer ses choix.');
    await modal.getByRole('button', { name: 'Enregistrer le résultat' }).click();
    await expect(modal).toBeHidden();
    await expect(panel.getByTestId('candidate-interview')).toContainText('Qualifié');
    await expect(panel.getByTestId('qualification-badge')).toHaveText('Qualifié');
    // The header badge follows, and the team's verdict too.
    await expect(page.getByTestId('qualification-badge').first()).toHaveText('Qualifié');
    await expect(
      page
        .getByRole('region', { name: 'Qualification', exact: true })
        .getByRole('radio', { name: 'Qualifié', exact: true }),
    ).toBeChecked();
  });

  await test.step('the freelancers list shows the same badge', async () => {
    await page.goto(`/backoffice/freelancers?q=${encodeURIComponent(`Qualif${run}x7`)}`);
    const row = page.getByRole('row').filter({ hasText: chosen });
    await expect(row.getByTestId('qualification-badge')).toHaveText('Qualifié');
  });
});
