import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import type { FreelanceQualification } from '@orbite/domain/qualification';
import { insertActivityEvent, listActivityForEntity } from '../../modules/activity/activity.repository';
import { findFreelanceOfUser } from '../../modules/freelancers/freelancers.service';
import * as interviews from '../../modules/freelancers/interviews.repository';
import type { CandidateInterviewRow } from '../../modules/freelancers/interviews.tables';
import { listSkills } from '../../modules/freelancers/profile.repository';
import { updateQualification } from '../../modules/freelancers/qualification.repository';
import { qualificationEventOf } from '../../modules/freelancers/qualification.service';
import { findUserByEmail } from '../../modules/users/users.repository';
import type { DbOrTx } from '../client';
import { demoInstant } from './demo-market';

type Step = [qualification: FreelanceQualification, daysAgo: number];

/**
 * The team's verdicts on the demo freelancers, each step some days ago: Julien and most validated
 * freelancers qualified (each before their first mission, Sarah this month), three assessments under way, one pending then disqualified. The new
 * freelancers (and Nadia, out of scope) are not assessed yet.
 */
const demoQualifications: [email: string, steps: Step[]][] = [
  ['freelance@demo.fr', [['qualified', 245]]],
  ['amelie.roussel@demo.fr', [['qualified', 200]]],
  ['karim.benali@demo.fr', [['qualified', 130]]],
  ['mathieu.girard@demo.fr', [['qualified', 90]]],
  ['sarah.lambert@demo.fr', [['qualified', 18]]],
  ['antoine.mercier@demo.fr', [['qualified', 160]]],
  ['elodie.chevalier@demo.fr', [['qualified', 125]]],
  ['nicolas.faure@demo.fr', [['qualified', 185]]],
  ['thibault.morel@demo.fr', [['qualified', 330]]],
  ['yasmine.belkacem@demo.fr', [['qualified', 362]]],
  ['benjamin.laurent@demo.fr', [['qualified', 345]]],
  ['chloe.martin@demo.fr', [['qualified', 235]]],
  ['alexandre.fournier@demo.fr', [['qualified', 300]]],
  ['sebastien.blanc@demo.fr', [['qualified', 270]]],
  ['olivier.caron@demo.fr', [['qualified', 75]]],
  ['laura.vincent@demo.fr', [['qualified', 210]]],
  ['ines.haddad@demo.fr', [['pending', 6]]],
  ['julie.perrin@demo.fr', [['pending', 4]]],
  ['kevin.nguyen@demo.fr', [['pending', 12]]],
  [
    'maxime.roux@demo.fr',
    [
      ['pending', 75],
      ['disqualified', 60],
    ],
  ],
];

/**
 * Gives the demo freelancers their qualification, with the events the service records, at their
 * dates, by the demo team member. Once: a freelancer who has a qualification, or whose history has
 * a qualification event (the team cleared it since), is left alone.
 */
export async function seedDemoQualifications(tx: DbOrTx): Promise<void> {
  const team = await findUserByEmail(tx, 'equipe@demo.fr');
  if (!team) throw new Error('demo seed: the team member equipe@demo.fr is missing');
  const today = todayInParis();
  for (const [email, steps] of demoQualifications) {
    const user = await findUserByEmail(tx, email);
    const freelance = user ? await findFreelanceOfUser(tx, user.id) : null;
    if (!freelance || freelance.qualification !== null) continue;
    const entity = { type: 'freelancer', id: freelance.id };
    const history = await listActivityForEntity(tx, entity, { offset: 0, limit: 100 });
    if (history.items.some((event) => event.category === 'qualification')) continue;
    let from: FreelanceQualification | null = null;
    for (const [to, daysAgo] of steps) {
      const at = demoInstant(today, -daysAgo);
      await insertActivityEvent(tx, {
        category: 'qualification',
        type: qualificationEventOf(to),
        actorUserId: team.id,
        impersonatorUserId: null,
        entityType: entity.type,
        entityId: String(entity.id),
        payload: { from, to },
        createdAt: at,
      });
      await updateQualification(tx, freelance.id, { qualification: to, qualifiedAt: at, qualifiedByUserId: team.id });
      from = to;
    }
  }
  await seedDemoInterviews(tx, team.id);
}

type DemoInterview = {
  email: string;
  instructor: string;
  /** Days from today (negative: held). */
  days: number;
  outcome: Partial<CandidateInterviewRow> & { qualifStatus: string };
};

const demoInterviews: DemoInterview[] = [
  {
    email: 'mathieu.girard@demo.fr',
    instructor: 'amelie.roussel@demo.fr',
    days: -91,
    outcome: {
      qualifStatus: 'qualified',
      approvalRating: 'strongYes',
      expertiseLevel: 'expert',
      technicalKnowledge: 'polyvalent',
      feedback: 'Très solide sur la modélisation et le passage en production, explications claires.',
    },
  },
  {
    email: 'sarah.lambert@demo.fr',
    instructor: 'karim.benali@demo.fr',
    days: -19,
    outcome: {
      qualifStatus: 'qualified',
      approvalRating: 'yes',
      expertiseLevel: 'high',
      technicalKnowledge: 'specialized',
    },
  },
  {
    email: 'maxime.roux@demo.fr',
    instructor: 'amelie.roussel@demo.fr',
    days: -61,
    outcome: {
      qualifStatus: 'notQualified',
      approvalRating: 'no',
      expertiseLevel: 'low',
      technicalKnowledge: 'limited',
      doubtCriteria: ['expertiseLevel', 'autonomy'],
      feedback: 'Les bases sont là, mais l’autonomie sur un projet complet reste à démontrer.',
    },
  },
  {
    email: 'julie.perrin@demo.fr',
    instructor: 'karim.benali@demo.fr',
    days: -4,
    outcome: {
      qualifStatus: 'toReview',
      approvalRating: 'yes',
      expertiseLevel: 'medium',
      technicalKnowledge: 'polyvalent',
      doubtCriteria: ['communication'],
      feedback: 'Bon niveau technique ; un second avis sur la communication client serait utile.',
    },
  },
  {
    email: 'kevin.nguyen@demo.fr',
    instructor: 'amelie.roussel@demo.fr',
    days: -12,
    outcome: {
      qualifStatus: 'frozen',
      approvalRating: 'no',
      expertiseLevel: 'medium',
      technicalKnowledge: 'jackOfAllTrades',
      doubtCriteria: ['knowledge'],
      feedback: 'Profil prometteur mais encore dispersé : à revoir dans quelques semaines.',
    },
  },
  {
    email: 'manon.leroy@demo.fr',
    instructor: 'karim.benali@demo.fr',
    days: -8,
    outcome: { qualifStatus: 'cancelledByCandidate', noShowParty: 'candidate' },
  },
  { email: 'ines.haddad@demo.fr', instructor: 'karim.benali@demo.fr', days: 3, outcome: { qualifStatus: 'pending' } },
];

const demoFlags: [email: string, flag: string, daysAgo: number][] = [
  ['hugo.lemaire@demo.fr', 'urgent', 2],
  ['pauline.renaud@demo.fr', 'normal', 9],
  ['manon.leroy@demo.fr', 'normal', 15],
  ['lucie.fontaine@demo.fr', 'self', 5],
];

const demoGrades: [email: string, grade: string][] = [
  ['freelance@demo.fr', 'graduate'],
  ['amelie.roussel@demo.fr', 'referenced'],
  ['karim.benali@demo.fr', 'referenced'],
  ['mathieu.girard@demo.fr', 'astronaut'],
  ['sarah.lambert@demo.fr', 'astronaut'],
  ['antoine.mercier@demo.fr', 'graduate'],
  ['elodie.chevalier@demo.fr', 'explorer'],
  ['julie.perrin@demo.fr', 'candidate'],
  ['kevin.nguyen@demo.fr', 'candidate'],
];

/**
 * The qualification process of the demo: Amélie and Karim are instructors; interviews held (qualified,
 * not qualified, to review, frozen, a no-show) and one to come; new freelancers flagged; grades. Once:
 * a freelancer who already has interviews, a flag or a grade is left alone.
 */
async function seedDemoInterviews(tx: DbOrTx, teamUserId: number): Promise<void> {
  const today = todayInParis();
  const freelanceOf = async (email: string) => {
    const user = await findUserByEmail(tx, email);
    return user ? findFreelanceOfUser(tx, user.id) : null;
  };
  const event = (freelanceId: number, type: string, at: Date, payload: Record<string, unknown>) =>
    insertActivityEvent(tx, {
      category: 'qualification',
      type,
      actorUserId: teamUserId,
      impersonatorUserId: null,
      entityType: 'freelancer',
      entityId: String(freelanceId),
      payload,
      createdAt: at,
    });
  for (const email of ['amelie.roussel@demo.fr', 'karim.benali@demo.fr']) {
    const freelance = await freelanceOf(email);
    if (freelance && !freelance.isInstructor) {
      await interviews.updateFreelanceQualif(tx, freelance.id, { isInstructor: true });
      await event(freelance.id, 'instructor_added', demoInstant(today, -180), {});
    }
  }
  for (const { email, instructor, days, outcome } of demoInterviews) {
    const freelance = await freelanceOf(email);
    const by = await freelanceOf(instructor);
    if (!freelance || !by || (await interviews.hasInterviews(tx, freelance.id))) continue;
    const [skill] = await listSkills(tx, freelance.id);
    const scheduledAt = demoInstant(today, days, '14:00');
    const scheduledOn = demoInstant(today, Math.min(days, 0) - 7);
    const held = outcome.qualifStatus !== 'pending';
    const row = await interviews.insertInterview(tx, {
      ...outcome,
      freelanceId: freelance.id,
      instructorId: by.id,
      skillId: skill?.skillId ?? null,
      scheduledAt,
      scheduledByUserId: teamUserId,
      concludedByUserId: held ? teamUserId : null,
      concludedAt: held ? demoInstant(today, days + 1) : null,
      createdAt: scheduledOn,
    });
    await event(freelance.id, 'candidate_interview_scheduled', scheduledOn, {
      interviewId: row.id,
      instructorId: by.id,
      skillId: row.skillId,
      scheduledAt: scheduledAt.toISOString(),
    });
    if (held)
      await event(freelance.id, 'candidate_interview_concluded', demoInstant(today, days + 1), {
        interviewId: row.id,
        qualifStatus: outcome.qualifStatus,
      });
    if (outcome.qualifStatus === 'frozen')
      await interviews.updateFreelanceQualif(tx, freelance.id, { isFrozenUntil: addDays(today, 45) });
  }
  for (const [email, flag, daysAgo] of demoFlags) {
    const freelance = await freelanceOf(email);
    if (!freelance || freelance.flaggedForQualifAt) continue;
    const at = demoInstant(today, -daysAgo);
    await interviews.updateFreelanceQualif(tx, freelance.id, { flaggedForQualif: flag, flaggedForQualifAt: at });
    await event(freelance.id, flag === 'self' ? 'qualification_requested' : 'qualification_flagged', at, {
      from: null,
      to: flag,
    });
  }
  for (const [email, grade] of demoGrades) {
    const freelance = await freelanceOf(email);
    if (freelance && freelance.grade === 'noGrade') await interviews.updateFreelanceQualif(tx, freelance.id, { grade });
  }
}
