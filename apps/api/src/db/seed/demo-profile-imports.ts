import { eq } from 'drizzle-orm';
import { findFreelanceOfUser } from '../../modules/freelancers/freelancers.service';
import { emptyProposal, type ProfileImportProposal } from '../../modules/freelancers/profile-imports.parse';
import { matchCatalogue } from '../../modules/freelancers/profile-imports.service';
import { profileImports } from '../../modules/freelancers/profile-imports.tables';
import { findUserByEmail } from '../../modules/users/users.repository';
import type { DbOrTx } from '../client';

/** Julien's CV, read and waiting for his review: the review screen has something to show. */
const julienCv: ProfileImportProposal = {
  ...emptyProposal(),
  identity: {
    firstName: 'Julien',
    lastName: 'Bernard',
    headline: 'Data engineer senior',
    summary: 'Ingénieur data depuis dix ans, plateformes de données sur AWS.',
  },
  experiences: [
    {
      key: 'exp:data-engineer|maison-lyonnaise-de-l-energie|2021-09-01',
      title: 'Data engineer',
      company: 'Maison lyonnaise de l’énergie',
      location: 'Lyon',
      startDate: '2021-09-01',
      endDate: null,
      description: 'Pipelines Spark et dbt pour la prévision de consommation ; 400 DAG Airflow.',
    },
    {
      key: 'exp:ingenieur-bi|banque-du-rhone|2016-01-01',
      title: 'Ingénieur BI',
      company: 'Banque du Rhône',
      location: 'Lyon',
      startDate: '2016-01-01',
      endDate: '2021-06-01',
      description: 'Migration d’un entrepôt Teradata vers Snowflake (120 To).',
    },
  ],
  education: [
    {
      key: 'edu:insa-lyon|diplome-d-ingenieur-informatique|2009-01-01',
      school: 'INSA Lyon',
      degree: 'Diplôme d’ingénieur, informatique',
      startDate: '2009-01-01',
      endDate: '2014-01-01',
    },
  ],
  skills: ['Apache Spark', 'dbt', 'Airflow', 'Snowflake', 'Terraform', 'Modélisation de données'].map((name) => ({
    key: `skill:${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    name,
    skillId: null,
  })),
  languages: [
    { key: 'lang:anglais', name: 'Anglais', languageIso: 'en', level: 'pro' },
    { key: 'lang:allemand', name: 'Allemand', languageIso: 'de', level: 'basic' },
  ],
};

/** Idempotent: only when Julien has no import yet. */
export async function seedDemoProfileImports(db: DbOrTx): Promise<void> {
  const user = await findUserByEmail(db, 'freelance@demo.fr');
  const freelance = user ? await findFreelanceOfUser(db, user.id) : null;
  if (!user || !freelance) return;
  const existing = await db
    .select({ id: profileImports.id })
    .from(profileImports)
    .where(eq(profileImports.freelanceId, freelance.id));
  if (existing.length) return;
  const proposal = await matchCatalogue(db, julienCv);
  const finishedAt = new Date(Date.now() - 3_600_000);
  await db.insert(profileImports).values({
    freelanceId: freelance.id,
    kind: 'cvPdf',
    status: 'done',
    fileName: 'CV Julien Bernard 2026.pdf',
    proposal: proposal as unknown as Record<string, unknown>,
    attempts: 1,
    createdByUserId: user.id,
    createdAt: new Date(finishedAt.getTime() - 20_000),
    startedAt: new Date(finishedAt.getTime() - 15_000),
    finishedAt,
  });
}
