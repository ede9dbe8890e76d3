export const FreelanceStatus = {
  new: 'new',
  wrongScope: 'wrongScope',
  validated: 'validated',
  banned: 'banned',
} as const;
export type FreelanceStatus = (typeof FreelanceStatus)[keyof typeof FreelanceStatus];
export const freelanceStatuses: readonly FreelanceStatus[] = ['new', 'wrongScope', 'validated', 'banned'];

/** Statuses that keep a freelancer out of the main freelancer area (sent to /freelancer/sorry). */
export function isOutOfScope(status: FreelanceStatus | null | undefined): boolean {
  return status === 'wrongScope' || status === 'banned';
}

/** Labels shown next to a freelancer who is not validated. */
export const freelanceStatusLabels = ['preUser', 'banned', 'wrongScope', 'notValidated'] as const;
export type FreelanceStatusLabel = (typeof freelanceStatusLabels)[number];

/**
 * The status label of a freelancer: a validated freelancer shows nothing (null); otherwise a
 * pre-user shows 'preUser' as a warning, then banned shows 'banned', wrongScope 'wrongScope',
 * and any other status 'notValidated'.
 */
export function statusLabelOf(freelance: {
  status: FreelanceStatus | null | undefined;
  preUser?: boolean | null;
}): { label: FreelanceStatusLabel; warning: boolean } | null {
  if (freelance.status === 'validated') return null;
  if (freelance.preUser) return { label: 'preUser', warning: true };
  if (freelance.status === 'banned') return { label: 'banned', warning: false };
  if (freelance.status === 'wrongScope') return { label: 'wrongScope', warning: false };
  return { label: 'notValidated', warning: false };
}

/** Ban categories and their reasons (spec 001). */
export const banCategories = ['moderate', 'serious'] as const;
export type BanCategory = (typeof banCategories)[number];

export const banReasonsByCategory = {
  moderate: [
    'insufficientWorkQuality',
    'repeatedDelays',
    'lackOfCooperation',
    'misleadingProfile',
    'unprofessionalBehavior',
  ],
  serious: [
    'harassment',
    'threatsOrViolence',
    'discrimination',
    'hacking',
    'falsification',
    'identityTheft',
    'unauthorizedSubcontracting',
    'confidentialityBreach',
    'financialFraud',
    'plagiarism',
  ],
} as const satisfies Record<BanCategory, readonly string[]>;
export type BanReason = (typeof banReasonsByCategory)[BanCategory][number];

export const isBanReasonOf = (category: BanCategory, reason: string): reason is BanReason =>
  (banReasonsByCategory[category] as readonly string[]).includes(reason);

/** Team members' evaluations of a freelancer: a vote with a reason. */
export const evaluationTypes = ['upvote', 'downvote'] as const;
export type EvaluationType = (typeof evaluationTypes)[number];

export const evaluationReasonsByType = {
  upvote: [
    'defaultUpvote',
    'awesomeProfile',
    'rareGem',
    'greatCommunication',
    'verySkilled',
    'highlyMotivated',
    'selfStarter',
    'teamPlayer',
    'problemSolver',
    'fastPaced',
  ],
  downvote: [
    'defaultDownvote',
    'badQualityProfile',
    'priceIssue',
    'notSkilledEnough',
    'presaleQuality',
    'missionQuality',
    'notFreelance',
    'wrongContacts',
    'fakeIdentity',
    'bypassOfTheProduct',
  ],
} as const satisfies Record<EvaluationType, readonly string[]>;
export type EvaluationReason = (typeof evaluationReasonsByType)[EvaluationType][number];

export const isEvaluationReasonOf = (type: EvaluationType, reason: string): reason is EvaluationReason =>
  (evaluationReasonsByType[type] as readonly string[]).includes(reason);

/** Whether the person is (or is becoming) a freelancer, as the hunting team found out. */
export const huntingStatuses = [
  'freelance',
  'freelanceStatusPending',
  'notFreelance',
  'notFreelanceButInterested',
] as const;
export type HuntingStatus = (typeof huntingStatuses)[number];

/** The freelancer's invitation to the community Slack. */
export const slackStatuses = ['initial', 'pending', 'validated', 'refused'] as const;
export type SlackStatus = (typeof slackStatuses)[number];
