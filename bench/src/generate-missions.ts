import { defaultCorporatePermissions } from '@orbite/domain/roles';
import type { ColumnType } from './bulk';
import { frenchCities } from './data/french-cities';
import {
  asciiSlug,
  dayAfter,
  frenchAddress,
  type GenerationContext,
  instantBefore,
  missionProfiles,
  personName,
} from './generate-common';
import { type Rng, skewed, WeightedPicker, weighted } from './random';

type Columns = readonly (readonly [string, ColumnType])[];

export const companyColumns: Columns = [
  ['id', 'int4'],
  ['name', 'text'],
  ['created_at', 'timestamptz'],
];

export const corporateColumns: Columns = [
  ['user_id', 'int4'],
  ['company_id', 'int4'],
  ['role', 'enum:corporate_role'],
  ['permissions', 'jsonb'],
];

export const teamMemberColumns: Columns = [
  ['user_id', 'int4'],
  ['account_manager', 'bool'],
];

export const missionColumns: Columns = [
  ['id', 'int4'],
  ['hash', 'text'],
  ['company_id', 'int4'],
  ['created_by_user_id', 'int4'],
  ['account_manager_user_id', 'int4'],
  ['status', 'text'],
  ['ongoing_status', 'text'],
  ['title', 'text'],
  ['description', 'text'],
  ['category', 'text'],
  ['rhythm', 'text'],
  ['origin', 'text'],
  ['offer', 'text'],
  ['refusal_reason', 'text'],
  ['failure_reasons', 'text[]'],
  ['project_type', 'text'],
  ['renewable', 'text'],
  ['working_time', 'int2'],
  ['start_date', 'date'],
  ['max_weeks_after_start', 'int2'],
  ['duration_in_days', 'int2'],
  ['retribution', 'int4'],
  ['experience_level', 'text'],
  ['workplace', 'text'],
  ['location', 'jsonb'],
  ['latitude', 'float8'],
  ['longitude', 'float8'],
  ['hunting_priority_score', 'int2'],
  ['version', 'int4'],
  ['submitted_at', 'timestamptz'],
  ['validated_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

export const matchColumns: Columns = [
  ['id', 'int4'],
  ['mission_id', 'int4'],
  ['freelance_id', 'int4'],
  ['status', 'text'],
  ['source', 'text'],
  ['pre_matching_source', 'text'],
  ['cancel_source', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

export const missionSkillColumns: Columns = [
  ['mission_id', 'int4'],
  ['skill_id', 'int4'],
  ['primary', 'bool'],
  ['years_required', 'int2'],
  ['position', 'int2'],
];

const namePrefixes = [
  'Alti',
  'Novi',
  'Cap',
  'Data',
  'Logi',
  'Fin',
  'Médi',
  'Agri',
  'Éco',
  'Atlan',
  'Lumi',
  'Kréa',
  'Opti',
];
const nameRoots = ['Soli', 'Veri', 'Pixel', 'Quant', 'Terra', 'Azur', 'Hélio', 'Néo', 'Arc', 'Orbi', 'Sémaph', 'Aéro'];
const nameSuffixes = [
  'tech',
  'ia',
  'sys',
  'flow',
  'nergie',
  'pay',
  'santé',
  'mobile',
  'soft',
  'lab',
  'cloud',
  'vision',
];
const corporateForms = [
  'Groupe {}',
  '{} Assurances',
  'Banque {}',
  '{} Énergie',
  '{} Retail',
  '{} Industries',
  '{} Conseil',
];

/** A plausible French company name: a start-up's made-up word or a group's name. */
export function companyName(rng: Rng, index: number): string {
  const word = `${rng.pick([...namePrefixes, ...nameRoots])}${rng.pick(nameSuffixes)}`;
  const name = rng.chance(0.25)
    ? rng.pick(corporateForms).replace('{}', rng.pick(nameRoots) + rng.pick(['ane', 'or', 'is']))
    : word;
  return index % 7 === 0 ? `${name} ${rng.pick(['France', 'SAS', 'Lab', 'Digital'])}` : name;
}

/** Clients are even more in Paris than freelancers are. */
export const companyCities = new WeightedPicker(
  frenchCities.map((city) => [city, city.name === 'Paris' ? city.weight * 2 : city.weight] as const),
);

export const corporatePermissions = {
  admin: defaultCorporatePermissions('admin'),
  manager: defaultCorporatePermissions('manager'),
};

/** Shares of the mission statuses: most are in matching, where the matching engine and the telescope work. */
const statuses = weighted({
  notFinalized: 7,
  toApprove: 3,
  approvalDeclined: 1,
  toValidate: 6,
  refused: 3,
  seeking: 38,
  failed: 10,
  quotation: 5,
  onGoing: 13,
  finished: 10,
  reviewed: 4,
});
const levels = weighted({ junior: 10, middle: 25, experienced: 35, senior: 30 });
const levelLabels = { junior: 'junior', middle: 'confirmé', experienced: 'expérimenté', senior: 'senior' } as const;
/** Years asked of a mandatory skill by level, from the spec's choices 1, 2, 3, 4, 5, 7, 10, 15. */
const mandatoryYears = {
  junior: weighted({ 1: 60, 2: 40 }),
  middle: weighted({ 1: 10, 2: 50, 3: 40 }),
  experienced: weighted({ 2: 15, 3: 40, 4: 25, 5: 20 }),
  senior: weighted({ 4: 10, 5: 40, 7: 30, 10: 15, 15: 5 }),
} as const;
const medianRate = { junior: 450, middle: 550, experienced: 630, senior: 720 } as const;
const workplaces = weighted({ partialRemote: 55, onSite: 25, remote: 20 });
const workingTimes = weighted({ 5: 60, 4: 15, 3: 12, 2: 8, 1: 5 });
const durations = weighted({ 20: 5, 30: 10, 60: 15, 90: 25, 120: 10, 180: 20, 270: 5, 365: 10 });
const skillCounts = weighted({ 2: 15, 3: 25, 4: 28, 5: 20, 6: 12 });
const mandatoryCounts = weighted({ 1: 35, 2: 45, 3: 20 });
const origins = weighted({
  directInbound: 40,
  publicInbound: 25,
  exclusiveInbound: 5,
  outbound: 25,
  businessProvider: 5,
});
const failureReasons = [
  'noNews',
  'anOtherSolution',
  'standBy',
  'budgetIssue',
  'cantFindFree',
  'matchingNoProfile',
] as const;
const refusalReasons = ['outOfScope', 'ssii', 'unreachable', 'lowValue', 'fake', 'other'] as const;

/** How long ago a mission of each status was created, in days (min, max). */
const ageByStatus: Record<string, [number, number]> = {
  notFinalized: [0, 30],
  toApprove: [0, 15],
  approvalDeclined: [5, 200],
  toValidate: [0, 10],
  refused: [10, 400],
  seeking: [0, 60],
  failed: [30, 600],
  quotation: [10, 60],
  onGoing: [30, 300],
  finished: [120, 900],
  reviewed: [150, 900],
};
const afterValidation = new Set(['seeking', 'failed', 'quotation', 'onGoing', 'finished', 'reviewed']);

export interface MissionOwners {
  companyId: number;
  city: (typeof frenchCities)[number];
  corporateUserIds: readonly number[];
}

export function generateMission(
  ctx: GenerationContext,
  id: number,
  owner: MissionOwners,
  accountManagers: readonly number[],
) {
  const { rng, model, today } = ctx;
  const status = statuses.pick(rng);
  const [minAge, maxAge] = ageByStatus[status]!;
  const createdAt = instantBefore(today, minAge + rng.next() * (maxAge - minAge));
  const ageDays = (today.getTime() - createdAt.getTime()) / 86_400_000;
  const submittedAt = status === 'notFinalized' ? null : instantBefore(createdAt, -rng.next() * Math.min(2, ageDays));
  const validatedAt =
    afterValidation.has(status) && submittedAt ? instantBefore(submittedAt, -rng.next() * Math.min(3, ageDays)) : null;
  const durationInDays = Number(durations.pick(rng));
  let startOffset: number;
  if (status === 'onGoing') startOffset = -Math.round(ageDays * (0.2 + 0.6 * rng.next()));
  else if (status === 'finished' || status === 'reviewed')
    startOffset = -Math.round(Math.max(ageDays - 30, durationInDays + 1 + rng.next() * 60));
  else if (status === 'failed' || status === 'refused' || status === 'approvalDeclined')
    startOffset = -Math.round(ageDays * rng.next());
  else startOffset = rng.int(-7, 75);

  const level = levels.pick(rng);
  const profile = missionProfiles.pick(rng);
  const skillIds = model.pickSkills(rng, profile, Number(skillCounts.pick(rng)));
  const mandatory = Math.min(skillIds.length, Number(mandatoryCounts.pick(rng)));
  const skills = skillIds.map((skillId, position) => {
    const primary = position < mandatory;
    const years = primary ? Number(mandatoryYears[level].pick(rng)) : rng.chance(0.4) ? rng.pick([1, 2, 3]) : null;
    return [id, skillId, primary, years, position];
  });
  const workingTime = Number(workingTimes.pick(rng));
  const workplace = workplaces.pick(rng);
  const address = workplace !== 'remote' || rng.chance(0.4) ? frenchAddress(rng, owner.city) : null;
  const anchor = model.name(skillIds[0]!);
  const withSkill = profile.key !== 'product' && profile.key !== 'design';
  const title = `${profile.missionTitle}${withSkill ? ` ${anchor}` : ''} ${levelLabels[level]}`;
  const updatedAt = instantBefore(today, rng.next() * Math.min(ageDays, 30));

  const mission = [
    id,
    `${id.toString(36)}${Math.floor(rng.next() * 36 ** 10)
      .toString(36)
      .padStart(10, '0')}`,
    owner.companyId,
    rng.pick(owner.corporateUserIds),
    rng.pick(accountManagers),
    status,
    status === 'onGoing' ? rng.pick(['ongoing', 'ongoing', 'ongoing', 'renewing', 'ending']) : null,
    title,
    `<p>Nous recherchons un(e) ${title} pour ${durationInDays} jours, ${workingTime} jour${workingTime > 1 ? 's' : ''} par semaine. Compétences : ${skillIds.map((s) => model.name(s)).join(', ')}.</p>`,
    profile.missionCategory,
    workingTime === 5 ? 'fullTime' : 'partialTime',
    origins.pick(rng),
    rng.chance(0.7) ? 'boost' : 'connect',
    status === 'refused' ? rng.pick(refusalReasons) : null,
    status === 'failed' ? `{${rng.pick(failureReasons)}}` : '{}',
    rng.chance(0.5) ? 'new' : 'existing',
    rng.pick(['high', 'possible', 'none']),
    workingTime,
    dayAfter(today, startOffset),
    rng.int(0, 8),
    durationInDays,
    skewed(rng, { median: medianRate[level], spread: 0.15, min: 400, max: 1100, step: 10 }),
    level,
    workplace,
    address?.location ?? null,
    address?.latitude ?? null,
    address?.longitude ?? null,
    status === 'seeking' ? rng.int(0, 100) : 0,
    1 + (afterValidation.has(status) ? rng.int(2, 6) : rng.int(0, 2)),
    submittedAt,
    validatedAt,
    createdAt,
    updatedAt,
  ];
  const facts = {
    title,
    companyId: owner.companyId,
    createdByUserId: mission[3] as number,
    startDate: mission[18] as string,
    durationInDays,
    workingTime,
    retribution: mission[21] as number,
  };
  return { mission, skills, status, facts };
}

/** A corporate or team user row (same columns as the freelancers' users). */
export function staffUser(rng: Rng, id: number, domain: string, createdAt: Date) {
  const { firstName, lastName } = personName(rng);
  return [
    id,
    `${asciiSlug(`${firstName} ${lastName}`)}.${id}@${domain}`,
    firstName,
    lastName,
    `+331${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
    'FR',
    createdAt,
    createdAt,
    createdAt,
  ];
}

/**
 * Where the running stands on a mission: every status of `@orbite/domain/match-status` but the
 * confirmed one (the mission's chosen freelancer), weighted as a funnel (most never go past the
 * team's preselection, a few reach the client).
 */
const openMatchStatuses = weighted({
  teamMemberPreselection: 26,
  freelanceProposal: 12,
  freelanceProposalCancelled: 3,
  freelanceApplication: 12,
  freelanceApplicationCancelled: 2,
  freelanceDeclined: 8,
  freelanceNotInterested: 5,
  teamMemberValidation: 8,
  teamMemberValidationCancelled: 2,
  teamMemberValidationDeclined: 3,
  corporateValidation: 7,
  corporateDeclined: 5,
  corporateDuplicated: 1,
  teamMemberCancelled: 6,
});
const cancelSources: Record<string, string> = {
  freelanceProposalCancelled: 'freelance',
  freelanceApplicationCancelled: 'freelance',
  teamMemberValidationCancelled: 'teamMember',
  teamMemberCancelled: 'teamMember',
};
const preMatchingSources = weighted({ matchingEngine: 45, telescope: 30, freelancerAction: 15, teamMemberAction: 10 });
export const statusesWithMatches = new Set(['seeking', 'quotation', 'onGoing', 'finished', 'reviewed', 'failed']);
export const statusesWithDeal = new Set(['onGoing', 'finished', 'reviewed']);

/** The share of generated missions whose status carries matches, from the status weights. */
export const shareOfMissionsWithMatches = statuses.share((status) => statusesWithMatches.has(status));

/**
 * The freelancers in the running for a mission: about `perMission` (half to one and a half
 * times), holders of its main skill first, then any proposable freelancer when the skill is rare;
 * the first one is confirmed once contracting started. Ids are given (the deals point at them).
 */
export function generateMatches(
  ctx: GenerationContext,
  missionId: number,
  status: string,
  mainSkillHolders: readonly number[] | undefined,
  anyProposable: readonly number[],
  perMission: number,
  nextId: () => number,
): unknown[][] {
  const { rng, today } = ctx;
  if (!statusesWithMatches.has(status) || !anyProposable.length) return [];
  const chosen = new Set<number>();
  const wanted = Math.max(1, Math.round(perMission * (0.5 + rng.next())));
  const pool = mainSkillHolders?.length ? mainSkillHolders : anyProposable;
  for (let tries = 0; chosen.size < wanted && tries < wanted * 3; tries++) chosen.add(rng.pick(pool));
  for (let tries = 0; chosen.size < wanted && tries < wanted * 3; tries++) chosen.add(rng.pick(anyProposable));
  return [...chosen].map((freelanceId, i) => {
    const confirmed = i === 0 && (status === 'quotation' || statusesWithDeal.has(status));
    const createdAt = instantBefore(today, rng.next() * 365);
    const source = preMatchingSources.pick(rng);
    const matchStatus = confirmed ? 'corporateConfirmed' : openMatchStatuses.pick(rng);
    return [
      nextId(),
      missionId,
      freelanceId,
      matchStatus,
      source === 'matchingEngine' ? 'automatic' : 'teamMember',
      source,
      cancelSources[matchStatus] ?? null,
      createdAt,
      instantBefore(createdAt, -rng.next() * Math.min(30, (today.getTime() - createdAt.getTime()) / 86_400_000)),
    ];
  });
}
