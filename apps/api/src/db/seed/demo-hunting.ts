import { todayInParis } from '@orbite/domain/calendar-day';
import { SIGNUP_HUNTING_LINK_DAYS } from '@orbite/domain/signup-hunting';
import { eq } from 'drizzle-orm';
import { activityEvents } from '../../modules/activity/activity.tables';
import { newToken, sha256 } from '../../modules/auth/auth.crypto';
import { createFreelance } from '../../modules/freelancers/freelancers.service';
import { freelances } from '../../modules/freelancers/freelancers.tables';
import * as profiles from '../../modules/freelancers/profile.repository';
import { refreshProfileScore } from '../../modules/freelancers/profile.service';
import { signupHuntingLinks } from '../../modules/freelancers/welcome-links.tables';
import { catalogueIndex } from '../../modules/skills/skills.service';
import { findUserByEmail, insertUser } from '../../modules/users/users.repository';
import type { DbOrTx } from '../client';
import { demoInstant } from './demo-market';
import { type DemoPlace, demoLocation } from './demo-places';

type LinkState =
  | { kind: 'none' }
  | { kind: 'mailed' | 'copied'; daysAgo: number; campaign: string; source: string }
  | { kind: 'expired'; daysAgo: number; campaign: string; source: string }
  | { kind: 'claimed'; daysAgo: number; claimedAfter: number; campaign: string; source: string };

interface DemoRecruit {
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  tagline: string;
  place: DemoPlace;
  /** "Python 6*": years, a star for a top skill. */
  skills: string;
  addedDaysAgo: number;
  link: LinkState;
}

/**
 * Freelancers the team found (LinkedIn, meetups) and added as pre-users, each at a step of the welcome link:
 * not invited yet, invited by mail or by a copied link, a link expired, and two who took their account.
 */
const recruits: DemoRecruit[] = [
  {
    email: 'margaux.roussel@chasse.demo.fr',
    firstName: 'Margaux',
    lastName: 'Roussel',
    jobTitle: 'Analytics engineer',
    tagline: 'Analytics engineer dbt et Snowflake : des modèles de données que les métiers comprennent.',
    place: 'lyon',
    skills: 'dbt 4*, Snowflake 3*, SQL 7, Python 4, Looker 2',
    addedDaysAgo: 12,
    link: { kind: 'mailed', daysAgo: 4, campaign: 'data-lyon-novembre', source: 'linkedin' },
  },
  {
    email: 'yanis.belkacem@chasse.demo.fr',
    firstName: 'Yanis',
    lastName: 'Belkacem',
    jobTitle: 'Ingénieur DevOps',
    tagline: 'DevOps / SRE : Kubernetes, Terraform et des mises en production sans stress.',
    place: 'lille',
    skills: 'Kubernetes 5*, Terraform 4*, Amazon Web Services 5, Ansible 3, GitLab CI 4',
    addedDaysAgo: 9,
    link: { kind: 'copied', daysAgo: 2, campaign: 'meetup-devops-lille', source: 'meetup' },
  },
  {
    email: 'clemence.aubry@chasse.demo.fr',
    firstName: 'Clémence',
    lastName: 'Aubry',
    jobTitle: 'Data scientist',
    tagline: 'Data scientist : prévision de la demande et NLP, du notebook à la production.',
    place: 'paris',
    skills: 'Python 8*, scikit-learn 6*, PyTorch 3, SQL 6, BigQuery 2',
    addedDaysAgo: 50,
    link: { kind: 'expired', daysAgo: 44, campaign: 'data-paris-septembre', source: 'linkedin' },
  },
  {
    email: 'theo.marchand@chasse.demo.fr',
    firstName: 'Théo',
    lastName: 'Marchand',
    jobTitle: 'Développeur mobile',
    tagline: 'Applications Flutter et Swift pour le retail et la santé.',
    place: 'nantes',
    skills: 'Flutter 4*, Swift 5, Kotlin 3, Figma 2',
    addedDaysAgo: 3,
    link: { kind: 'none' },
  },
  {
    email: 'ines.carvalho@chasse.demo.fr',
    firstName: 'Inès',
    lastName: 'Carvalho',
    jobTitle: 'Développeuse full stack',
    tagline: 'Full stack TypeScript : React, Node.js et PostgreSQL, du prototype à l’échelle.',
    place: 'bordeaux',
    skills: 'TypeScript 6*, React 6*, Node.js 5, PostgreSQL 4, Docker 3',
    addedDaysAgo: 34,
    link: { kind: 'claimed', daysAgo: 30, claimedAfter: 1, campaign: 'relance-fullstack-octobre', source: 'email' },
  },
  {
    email: 'romain.vidal@chasse.demo.fr',
    firstName: 'Romain',
    lastName: 'Vidal',
    jobTitle: 'Data engineer',
    tagline: 'Data engineer Spark et Airflow : des pipelines fiables et des coûts maîtrisés.',
    place: 'toulouse',
    skills: 'Apache Spark 5*, Apache Airflow 4*, Python 6, Google Cloud Platform 3, SQL 7',
    addedDaysAgo: 21,
    link: { kind: 'claimed', daysAgo: 17, claimedAfter: 2, campaign: 'data-lyon-novembre', source: 'linkedin' },
  },
];

function skillsOf(list: string, index: Map<string, number>) {
  return list.split(',').map((entry) => {
    const [, name, years, star] = /^(.+) (\d+)(\*?)$/.exec(entry.trim())!;
    const skillId = index.get(name!);
    if (!skillId) throw new Error(`demo seed: unknown skill "${name}" in the catalogue`);
    return { skillId, duration: Number(years), primary: star === '*', wished: false };
  });
}

/** The team's pre-users and their welcome links; once (a recruit already there is left alone). */
export async function seedDemoHunting(tx: DbOrTx, passwordHash: string): Promise<number> {
  const team = await findUserByEmail(tx, 'equipe@demo.fr');
  if (!team) return 0;
  const index = await catalogueIndex(tx);
  const today = todayInParis();
  let created = 0;
  for (const recruit of recruits) {
    if (await findUserByEmail(tx, recruit.email)) continue;
    const { link } = recruit;
    const claimed = link.kind === 'claimed';
    const claimedAt = claimed ? demoInstant(today, -link.daysAgo + link.claimedAfter, '19:40') : null;
    const user = await insertUser(tx, {
      email: recruit.email,
      firstName: recruit.firstName,
      lastName: recruit.lastName,
      jobTitle: recruit.jobTitle,
      passwordHash: claimed ? passwordHash : null,
      pendingActivation: !claimed,
      termsValidatedAt: claimedAt,
    });
    created++;
    const freelance = await createFreelance(tx, { userId: user.id, firstName: user.firstName, status: 'new' });
    await tx
      .update(freelances)
      .set({
        tagline: recruit.tagline,
        ...demoLocation(recruit.place),
        acquisitionSource: 'linkedInContact',
        linkedInUrl: `https://www.linkedin.com/in/${recruit.firstName}-${recruit.lastName}-demo`
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .toLowerCase(),
        preUser: !claimed,
        createdAt: demoInstant(today, -recruit.addedDaysAgo, '11:00'),
      })
      .where(eq(freelances.id, freelance.id));
    await profiles.replaceSkills(tx, freelance.id, skillsOf(recruit.skills, index.skills));
    await refreshProfileScore(tx, (await profiles.findFreelanceById(tx, freelance.id))!);
    const event = (type: string, at: Date, actor: number, payload: Record<string, unknown> = {}) => ({
      category: 'freelance',
      type,
      actorUserId: actor,
      entityType: 'freelancer',
      entityId: String(freelance.id),
      payload,
      createdAt: at,
    });
    const events = [
      event('freelance_added_by_team', demoInstant(today, -recruit.addedDaysAgo, '11:00'), team.id, {
        preUser: true,
        acquisitionSource: 'linkedInContact',
      }),
    ];
    if (link.kind !== 'none') {
      const sentAt = demoInstant(today, -link.daysAgo, '10:30');
      const mailed = link.kind !== 'copied';
      const tags = { utm_campaign: link.campaign, utm_source: link.source, utm_medium: mailed ? 'email' : 'message' };
      await tx.insert(signupHuntingLinks).values({
        freelanceId: freelance.id,
        // A token nobody holds: the demo's links are for show; the team makes a working one from the back office.
        tokenHash: sha256(newToken()),
        createdByUserId: team.id,
        mailedTo: mailed ? recruit.email : null,
        utmCampaign: tags.utm_campaign,
        utmSource: tags.utm_source,
        utmMedium: tags.utm_medium,
        expiresAt: new Date(sentAt.getTime() + SIGNUP_HUNTING_LINK_DAYS * 86_400_000),
        usedAt: claimedAt,
        createdAt: sentAt,
      });
      events.push(event('freelance_welcome_link_created', sentAt, team.id, { mailed, ...tags }));
      if (claimedAt)
        events.push(event('freelance_welcome_link_used', claimedAt, user.id, { ...tags, linkCampaign: link.campaign }));
    }
    await tx.insert(activityEvents).values(events);
  }
  return created;
}
