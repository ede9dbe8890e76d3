import { setSignupPreferencesIfMissing } from '../../modules/companies/company-signup.repository';
import { catalogueIndex } from '../../modules/skills/skills.service';
import type { DbOrTx } from '../client';

/** What the demo's client companies said they look for when they signed up (preferences and skills). */
const demoAnswers: { company: string; preferences: Record<string, string>; skills: string[] }[] = [
  {
    company: 'Lumen Analytics',
    preferences: {
      category: 'data',
      workplace: 'partialRemote',
      contract: 'fullTime',
      environment: 'startUp',
      duration: 'long',
    },
    skills: ['Python', 'SQL', 'dbt', 'Power BI'],
  },
  {
    company: 'Pivot Finance',
    preferences: {
      category: 'tech',
      workplace: 'onSite',
      contract: 'fullTime',
      environment: 'bigCompany',
      duration: 'short',
    },
    skills: ['Java', 'React', 'Kubernetes'],
  },
];

/** Idempotent: a company that already has its answers keeps them. */
export async function seedDemoEnterpriseSignup(db: DbOrTx): Promise<void> {
  const { skills } = await catalogueIndex(db);
  for (const answer of demoAnswers) {
    const skillIds = answer.skills.map((name) => skills.get(name)).filter((id) => id !== undefined);
    await setSignupPreferencesIfMissing(db, answer.company, { ...answer.preferences, skillIds });
  }
}
