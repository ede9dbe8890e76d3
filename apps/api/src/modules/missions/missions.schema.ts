import { ErrorCode } from '@orbite/domain/errors';
import { businessVolume, estimatedEndDate, missionCategories, missionRefusalReasons } from '@orbite/domain/mission';
import { allowedMissionMoves, missionStatusColor, missionStatuses } from '@orbite/domain/mission-status';
import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { inOrderOf, knownOrLoad, loaderOf } from '../../graphql/loaders';
import { anyMarketUser, clientOrTeam } from '../../graphql/market-scopes';
import { AppError } from '../../platform/errors';
import { ActivityEventPageType } from '../activity/activity.schema';
import { AddressInput, AddressType } from '../addresses/addresses.schema';
import { CompanyType } from '../companies/companies.schema';
import { findCompanies } from '../companies/companies.service';
import type { CompanyRow } from '../companies/companies.tables';
import { missingRatingOfMission } from '../reviews/mission-rating';
import { SkillType } from '../skills/skills.schema';
import { marketCallerOf } from './missions.caller';
import {
  canDuplicateMission,
  canEditMission,
  canReadMissionInternals,
  canShareMission,
  missionActorOf,
} from './missions.policy';
import type { MissionSkillWithName } from './missions.repository';
import * as missions from './missions.service';
import type { MissionRow } from './missions.tables';

export const MissionStatusEnum = builder.enumType('MissionStatus', { values: missionStatuses });
const internal = (mission: MissionRow, context: GraphQLContext) =>
  canReadMissionInternals(marketCallerOf(context), mission);

/** Skills of many missions in one query per request (lists show 25 to 100 missions). */
const skillsOf = async (context: GraphQLContext, missionId: number): Promise<MissionSkillWithName[]> =>
  (await loaderOf<number, MissionSkillWithName[]>(context, 'missionSkills', async (ids) => {
    const rows = await missions.missionSkillsOf(context.deps.db, ids);
    return ids.map((id) => rows.filter((row) => row.missionId === id));
  }).load(missionId)) ?? [];

/** The companies of many missions in one query per request (none for a list: it reads them with its page). */
export const companyLoader = (context: GraphQLContext) =>
  loaderOf<number, CompanyRow>(context, 'company', async (ids) => {
    const rows = await findCompanies(context.deps.db, ids);
    return inOrderOf(ids, new Map(rows.map((row) => [row.id, row])));
  });
const companyOf = (context: GraphQLContext, companyId: number) =>
  knownOrLoad(context, 'company', companyId, () => companyLoader(context));

const MissionSkillType = builder.objectRef<MissionSkillWithName>('MissionSkill').implement({
  fields: (t) => ({
    id: t.id({
      description: 'The mission skill: mission id and skill id.',
      resolve: (s) => `${s.missionId}-${s.skillId}`,
    }),
    missionSkillId: t.id({ resolve: (s) => `${s.missionId}-${s.skillId}` }),
    skill: t.field({ type: SkillType, resolve: (s) => ({ id: s.skillId, name: s.name, aliases: [], popularity: 1 }) }),
    name: t.exposeString('name'),
    primary: t.exposeBoolean('primary', { description: 'Mandatory (true) or optional.' }),
    yearsRequired: t.exposeInt('yearsRequired', { nullable: true }),
    duration: t.int({
      nullable: true,
      description: 'Years required, in months as the screens show them.',
      resolve: (s) => (s.yearsRequired == null ? null : s.yearsRequired * 12),
    }),
  }),
});

const MissionMoveType = builder.objectRef<{ to: string; reason: string | null }>('MissionMove').implement({
  fields: (t) => ({
    to: t.field({ type: MissionStatusEnum, resolve: (m) => m.to as never }),
    reason: t.exposeString('reason', { nullable: true, description: 'refusal, failure or approvalDecline.' }),
  }),
});

const MissionViewerCanType = builder.objectRef<MissionRow>('MissionViewerCan').implement({
  description: 'What the viewer may do with the mission besides moving it (allowedMoves).',
  fields: (t) => ({
    edit: t.boolean({ resolve: (m, _a, c) => canEditMission(marketCallerOf(c), m) }),
    duplicate: t.boolean({ resolve: (m, _a, c) => canDuplicateMission(marketCallerOf(c), m) }),
    share: t.boolean({
      description: 'Whether the public read-only link (hash) may be handed out.',
      resolve: (m, _a, c) => canShareMission(marketCallerOf(c), m),
    }),
  }),
});

const ProjectType = builder.objectRef<MissionRow>('Project').implement({
  description: 'The project a mission belongs to: one project per mission today.',
  fields: (t) => ({
    id: t.exposeID('id'),
    company: t.field({ type: CompanyType, nullable: true, resolve: (m, _a, c) => companyOf(c, m.companyId) }),
  }),
});

export const MissionType = builder.objectRef<MissionRow>('Mission').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    hash: t.string({
      nullable: true,
      description: 'Handle of the public read-only view, for the company and the team.',
      resolve: (m, _a, c) => (internal(m, c) ? m.hash : null),
    }),
    title: t.exposeString('title', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    status: t.field({ type: MissionStatusEnum, resolve: (m) => m.status as never }),
    statusColor: t.string({ resolve: (m) => missionStatusColor(m.status as never) }),
    ongoingStatus: t.exposeString('ongoingStatus', { nullable: true }),
    category: t.exposeString('category', { nullable: true }),
    rhythm: t.string({
      nullable: true,
      resolve: (m) => m.rhythm ?? (m.workingTime == null ? null : m.workingTime >= 5 ? 'fullTime' : 'partialTime'),
    }),
    origin: t.exposeString('origin', { nullable: true }),
    offer: t.exposeString('offer'),
    source: t.exposeString('source'),
    refusalReason: t.string({
      nullable: true,
      description: 'Why the team refused it: for the team and the company, like the comment.',
      resolve: (m, _a, c) => (internal(m, c) ? m.refusalReason : null),
    }),
    failureReasons: t.stringList({
      description: 'Why it failed: for the team and the company, like the comment.',
      resolve: (m, _a, c) => (internal(m, c) ? m.failureReasons : []),
    }),
    statusComment: t.string({ nullable: true, resolve: (m, _a, c) => (internal(m, c) ? m.statusComment : null) }),
    projectType: t.exposeString('projectType', { nullable: true }),
    legalModel: t.exposeString('legalModel', { nullable: true }),
    renewable: t.exposeString('renewable', { nullable: true }),
    workingTime: t.exposeInt('workingTime', { nullable: true }),
    daysPerWeek: t.exposeInt('workingTime', { nullable: true }),
    startDate: t.expose('startDate', { type: 'Date', nullable: true }),
    maxWeeksAfterStart: t.exposeInt('maxWeeksAfterStart', { nullable: true }),
    durationInDays: t.exposeInt('durationInDays', { nullable: true }),
    estimatedEndDate: t.field({
      type: 'Date',
      nullable: true,
      resolve: (m) =>
        m.startDate && m.durationInDays && m.workingTime
          ? estimatedEndDate(m.startDate, m.durationInDays, m.workingTime)
          : null,
    }),
    retribution: t.exposeInt('retribution', { nullable: true, description: 'Daily rate, in euros.' }),
    businessVolume: t.int({
      nullable: true,
      resolve: (m, _a, c) => (internal(m, c) ? businessVolume(m.durationInDays, m.retribution) : null),
    }),
    experienceLevel: t.exposeString('experienceLevel', { nullable: true }),
    workplace: t.exposeString('workplace', { nullable: true }),
    location: t.expose('location', { type: AddressType, nullable: true }),
    huntingPriorityScore: t.int({
      nullable: true,
      authScopes: { teamMember: true },
      unauthorizedResolver: () => null,
      resolve: (m) => m.huntingPriorityScore,
    }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdDuration: t.int({
      description: 'Days since the mission was created.',
      resolve: (m) => Math.max(0, Math.floor((Date.now() - m.createdAt.getTime()) / 86_400_000)),
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    validatedAt: t.expose('validatedAt', { type: 'DateTime', nullable: true }),
    company: t.field({ type: CompanyType, nullable: true, resolve: (m, _a, c) => companyOf(c, m.companyId) }),
    project: t.field({ type: ProjectType, resolve: (m) => m }),
    skills: t.field({ type: [MissionSkillType], resolve: (m, _a, c) => skillsOf(c, m.id) }),
    missingRating: t.string({
      nullable: true,
      description:
        'Who still owes a rating of a finished mission: both, freelance, corporate; null for any other status.',
      resolve: (m, _a, c) => missingRatingOfMission(c, m),
    }),
    viewerCan: t.field({ type: MissionViewerCanType, resolve: (m) => m }),
    allowedMoves: t.field({
      type: [MissionMoveType],
      description: 'The moves the viewer may make now, for the buttons of the mission page.',
      resolve: (m, _a, c) => {
        const caller = marketCallerOf(c);
        const who = missionActorOf(caller);
        if (!who || !internal(m, c)) return [];
        return allowedMissionMoves(m.status as never, who).map((move) => ({
          to: move.to,
          reason: move.reason ?? null,
        }));
      },
    }),
  }),
});

const MissionSkillInput = builder.inputType('MissionSkillInput', {
  fields: (t) => ({
    skillId: t.id({ required: true }),
    primary: t.boolean({ required: true }),
    yearsRequired: t.int(),
  }),
});

const MissionInputType = builder.inputType('MissionInput', {
  fields: (t) => ({
    title: t.string(),
    description: t.string(),
    category: t.string({ description: missionCategories.join(', ') }),
    startDate: t.field({ type: 'Date' }),
    maxWeeksAfterStart: t.int(),
    durationInDays: t.int(),
    workingTime: t.int(),
    retribution: t.int(),
    experienceLevel: t.string(),
    workplace: t.string(),
    offer: t.string(),
    renewable: t.string(),
    projectType: t.string(),
    location: t.field({ type: AddressInput }),
    skills: t.field({ type: [MissionSkillInput] }),
  }),
});

type MissionInputShape = typeof MissionInputType.$inferInput;

function toInput(input: MissionInputShape): missions.MissionInput {
  const { skills, location, ...rest } = input;
  return {
    ...rest,
    skills: skills?.map((s) => ({
      skillId: Number(s.skillId),
      primary: s.primary,
      yearsRequired: s.yearsRequired ?? null,
    })),
    location:
      location === undefined
        ? undefined
        : location === null
          ? null
          : {
              street: location.street?.trim() || null,
              zipCode: location.zipCode?.trim() || null,
              city: location.city?.trim() || null,
              state: location.state?.trim() || null,
              countryIso: location.countryIso?.trim().toUpperCase() || null,
              point: location.point ?? null,
            },
  };
}

builder.queryFields((t) => ({
  mission: t.field({
    type: MissionType,
    authScopes: anyMarketUser,
    args: { id: t.arg.id({ required: true }) },
    description: 'A mission: the team any, a corporate its company’s, a freelancer one open to applications.',
    resolve: (_r, args, context) => missions.readableMission(context.deps.db, marketCallerOf(context), Number(args.id)),
  }),
  missionExport: t.field({
    type: MissionType,
    nullable: true,
    description: 'The public read-only view of a mission, by its hash (shared by the client with colleagues).',
    authScopes: { public: true },
    args: { hash: t.arg.string({ required: true }) },
    resolve: async (_r, args, context) => {
      const mission = await missions.missionByHash(context.deps.db, args.hash);
      if (!mission || mission.status === 'notFinalized') throw new AppError(ErrorCode.notFound, 'Mission introuvable.');
      return mission;
    },
  }),
  missionRefusalReasons: t.stringList({ authScopes: { teamMember: true }, resolve: () => [...missionRefusalReasons] }),
  missionActivity: t.field({
    type: ActivityEventPageType,
    description: 'The history of a mission, newest first: the team any, a corporate its company’s.',
    authScopes: clientOrTeam,
    args: {
      missionId: t.arg.id({ required: true }),
      offset: t.arg.int(),
      limit: t.arg.int(),
      includeTechnical: t.arg.boolean({ description: 'Page views and the like (team only).' }),
    },
    resolve: (_r, args, context) =>
      missions.missionActivity(context.deps, marketCallerOf(context), Number(args.missionId), {
        ...args,
        includeTechnical: args.includeTechnical && context.viewer?.role === 'teamMember',
      }),
  }),
}));

builder.mutationFields((t) => ({
  createMission: t.field({
    type: MissionType,
    description: 'A new draft (notFinalized), kept as the form is typed.',
    authScopes: clientOrTeam,
    args: { input: t.arg({ type: MissionInputType, required: true }), companyId: t.arg.id() },
    resolve: (_r, args, context) =>
      missions.createMission(
        context.deps,
        marketCallerOf(context),
        toInput(args.input),
        args.companyId ? Number(args.companyId) : null,
      ),
  }),
  updateMission: t.field({
    type: MissionType,
    authScopes: clientOrTeam,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: MissionInputType, required: true }),
      version: t.arg.int({ description: 'The version the editor loaded; a newer one fails with 622.' }),
    },
    resolve: (_r, args, context) =>
      missions.updateMission(context.deps, marketCallerOf(context), Number(args.id), toInput(args.input), args.version),
  }),
  submitMission: t.field({
    type: MissionType,
    description: 'Sends a complete draft to validation (to the company admin first when a manager submits).',
    authScopes: clientOrTeam,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, context) => missions.submitMission(context.deps, marketCallerOf(context), Number(args.id)),
  }),
  duplicateMission: t.field({
    type: MissionType,
    authScopes: clientOrTeam,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, context) => missions.duplicateMission(context.deps, marketCallerOf(context), Number(args.id)),
  }),
  updateMissionStatus: t.field({
    type: MissionType,
    description:
      'Moves a mission through its state machine: validate (seeking), refuse (refusalReason), fail (failureReasons), approve, decline approval (comment), reopen, revive.',
    authScopes: clientOrTeam,
    args: {
      id: t.arg.id({ required: true }),
      status: t.arg({ type: MissionStatusEnum, required: true }),
      refusalReason: t.arg.string(),
      failureReasons: t.arg.stringList(),
      comment: t.arg.string(),
      version: t.arg.int(),
    },
    resolve: (_r, args, context) =>
      missions.changeMissionStatus(context.deps, marketCallerOf(context), Number(args.id), {
        status: args.status,
        refusalReason: args.refusalReason,
        failureReasons: args.failureReasons,
        comment: args.comment,
        version: args.version,
      }),
  }),
}));
