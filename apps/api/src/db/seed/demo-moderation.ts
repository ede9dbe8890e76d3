import type { HuntingStatus, SlackStatus } from '@orbite/domain/freelance-status';
import { recordActivity } from '../../modules/activity/activity.service';
import { upsertEvaluation } from '../../modules/freelancers/evaluations.repository';
import { findFreelanceOfUser } from '../../modules/freelancers/freelancers.service';
import { type ModerationPatch, updateModeration } from '../../modules/freelancers/moderation.repository';
import { findUserByEmail } from '../../modules/users/users.repository';
import type { DbOrTx } from '../client';

/** Status decisions of the team: a serious ban and an out-of-scope profile, each with its reasons. */
const demoStatuses: { email: string; patch: ModerationPatch }[] = [
  {
    email: 'claire.bonnet@demo.fr',
    patch: {
      status: 'banned',
      banCategory: 'serious',
      statusReason: 'falsification',
      statusNote: 'Diplôme et références falsifiés, confirmé par deux anciens clients lors de la prise de références.',
    },
  },
  {
    email: 'horsperimetre@demo.fr',
    patch: {
      status: 'wrongScope',
      banCategory: null,
      statusReason: null,
      statusNote: 'Assistante commerciale salariée, pas de profil data ou tech : hors de notre périmètre.',
    },
  },
];

type Vote = [author: string, type: 'upvote' | 'downvote', reason: string, comment: string | null];

/** The team's votes: Camille on several freelancers, her colleagues on a few. */
const demoEvaluations: [freelancer: string, votes: Vote[]][] = [
  [
    'freelance@demo.fr',
    [
      [
        'equipe@demo.fr',
        'upvote',
        'greatCommunication',
        'Très apprécié par Lumen Analytics, compte rendu clair chaque semaine.',
      ],
      ['hugo.lefevre@demo.fr', 'upvote', 'verySkilled', null],
    ],
  ],
  ['amelie.roussel@demo.fr', [['equipe@demo.fr', 'upvote', 'rareGem', 'Instructrice fiable, à proposer en priorité.']]],
  [
    'karim.benali@demo.fr',
    [
      ['equipe@demo.fr', 'upvote', 'problemSolver', null],
      ['ines.bernard@demo.fr', 'downvote', 'priceIssue', 'TJM au-dessus du marché pour son niveau.'],
    ],
  ],
  [
    'maxime.roux@demo.fr',
    [['equipe@demo.fr', 'downvote', 'notSkilledEnough', 'Entretien technique en deçà des attentes.']],
  ],
  ['claire.bonnet@demo.fr', [['equipe@demo.fr', 'downvote', 'fakeIdentity', 'Voir le motif du bannissement.']]],
];

const demoHunting: [string, HuntingStatus][] = [
  ['freelance@demo.fr', 'freelance'],
  ['amelie.roussel@demo.fr', 'freelance'],
  ['ines.haddad@demo.fr', 'freelanceStatusPending'],
  ['julie.perrin@demo.fr', 'notFreelanceButInterested'],
  ['horsperimetre@demo.fr', 'notFreelance'],
];

const demoSlack: [string, SlackStatus][] = [
  ['freelance@demo.fr', 'validated'],
  ['amelie.roussel@demo.fr', 'validated'],
  ['karim.benali@demo.fr', 'pending'],
  ['lucie.fontaine@demo.fr', 'pending'],
  ['maxime.roux@demo.fr', 'refused'],
];

async function freelanceOf(db: DbOrTx, email: string) {
  const user = await findUserByEmail(db, email);
  return user ? findFreelanceOfUser(db, user.id) : null;
}

/**
 * Idempotent: a status already set is left as it is (and records no second event), votes are one per
 * team member (replaced), hunting and Slack statuses are plain values.
 */
export async function seedDemoModeration(db: DbOrTx): Promise<void> {
  const camille = await findUserByEmail(db, 'equipe@demo.fr');
  if (!camille) return;
  const actor = { userId: camille.id, impersonatorUserId: null };
  for (const { email, patch } of demoStatuses) {
    const freelance = await freelanceOf(db, email);
    if (!freelance || freelance.statusChangedAt) continue;
    await updateModeration(db, freelance.id, {
      ...patch,
      statusChangedAt: new Date(Date.now() - 9 * 86_400_000),
      statusChangedByUserId: camille.id,
    });
    await recordActivity(db, actor, {
      category: 'freelance',
      type: 'freelance_status_changed',
      entityType: 'freelancer',
      entityId: freelance.id,
      payload: {
        from: freelance.status,
        to: patch.status,
        banCategory: patch.banCategory,
        reason: patch.statusReason,
        note: patch.statusNote,
      },
    });
  }
  for (const [email, votes] of demoEvaluations) {
    const freelance = await freelanceOf(db, email);
    if (!freelance) continue;
    for (const [authorEmail, type, reason, comment] of votes) {
      const author = await findUserByEmail(db, authorEmail);
      if (author)
        await upsertEvaluation(db, { freelanceId: freelance.id, authorUserId: author.id, type, reason, comment });
    }
  }
  for (const [email, huntingStatus] of demoHunting) {
    const freelance = await freelanceOf(db, email);
    if (freelance) await updateModeration(db, freelance.id, { huntingStatus });
  }
  for (const [email, slackStatus] of demoSlack) {
    const freelance = await freelanceOf(db, email);
    if (freelance) await updateModeration(db, freelance.id, { slackStatus });
  }
}
