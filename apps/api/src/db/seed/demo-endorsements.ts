import { todayInParis } from '@orbite/domain/calendar-day';
import { ENDORSEMENT_LINK_DAYS } from '@orbite/domain/endorsements';
import { and, eq } from 'drizzle-orm';
import { newToken, sha256 } from '../../modules/auth/auth.crypto';
import { experienceEndorsements } from '../../modules/freelancers/endorsements.tables';
import { freelances } from '../../modules/freelancers/freelancers.tables';
import { freelanceExperiences } from '../../modules/freelancers/profile.tables';
import { users } from '../../modules/users/users.tables';
import type { DbOrTx } from '../client';
import { demoInstant } from './demo-market';

type Referent = [firstName: string, lastName: string, jobTitle: string];
interface DemoEndorsement {
  email: string;
  company: string;
  referent: Referent;
  /** Days ago it was asked; answered two days later unless still waiting. */
  askedDaysAgo: number;
  comment?: string | null;
  waiting?: boolean;
}

/** Recommendations on the demo profiles: Julien has one given and one waiting; Amélie and Karim one each. */
const demoEndorsements: DemoEndorsement[] = [
  {
    email: 'freelance@demo.fr',
    company: 'Qonto',
    referent: ['Claire', 'Fontaine', 'CTO'],
    askedDaysAgo: 40,
    comment:
      'Julien a repris notre plateforme de données en pleine croissance : pipelines fiables, coûts divisés par deux et une équipe qu’il a fait monter en compétence. Un data engineer que je recommande sans hésiter.',
  },
  {
    email: 'freelance@demo.fr',
    company: 'Decathlon',
    referent: ['Olivier', 'Lambert', 'Responsable data'],
    askedDaysAgo: 3,
    waiting: true,
  },
  {
    email: 'amelie.roussel@demo.fr',
    company: 'Alan',
    referent: ['Nicolas', 'Perret', 'Engineering manager'],
    askedDaysAgo: 90,
    comment:
      'Amélie livre vite et bien, avec un vrai sens du produit. Nos parcours d’adhésion n’ont jamais été aussi simples.',
  },
  {
    email: 'karim.benali@demo.fr',
    company: 'BlaBlaCar',
    referent: ['Sandrine', 'Morel', 'Head of infrastructure'],
    askedDaysAgo: 120,
    comment: null,
  },
];

/** Once: a freelancer whose profile already has recommendations is left alone. */
export async function seedDemoEndorsements(tx: DbOrTx): Promise<void> {
  const today = todayInParis();
  for (const demo of demoEndorsements) {
    const [experience] = await tx
      .select({ id: freelanceExperiences.id, freelanceId: freelanceExperiences.freelanceId })
      .from(freelanceExperiences)
      .innerJoin(freelances, eq(freelances.id, freelanceExperiences.freelanceId))
      .innerJoin(users, eq(users.id, freelances.userId))
      .where(and(eq(users.email, demo.email), eq(freelanceExperiences.companyName, demo.company)));
    if (!experience) continue;
    const [already] = await tx
      .select({ id: experienceEndorsements.id })
      .from(experienceEndorsements)
      .where(eq(experienceEndorsements.experienceId, experience.id));
    if (already) continue;
    const [firstName, lastName, jobTitle] = demo.referent;
    const askedAt = demoInstant(today, -demo.askedDaysAgo, '18:10');
    await tx.insert(experienceEndorsements).values({
      experienceId: experience.id,
      freelanceId: experience.freelanceId,
      referentFirstName: firstName,
      referentLastName: lastName,
      referentEmail: `${firstName}.${lastName}@exemple.fr`.toLowerCase(),
      referentJobTitle: jobTitle,
      status: demo.waiting ? 'requested' : 'endorsed',
      comment: demo.waiting ? null : (demo.comment ?? null),
      // Nobody holds the link of a demo request: a random token, of which only the hash is kept.
      tokenHash: sha256(newToken()),
      expiresAt: new Date(askedAt.getTime() + ENDORSEMENT_LINK_DAYS * 86_400_000),
      answeredAt: demo.waiting ? null : demoInstant(today, -demo.askedDaysAgo + 2, '09:05'),
      createdAt: askedAt,
    });
  }
}
