import { todayInParis } from '@orbite/domain/calendar-day';
import {
  approvalRatings,
  doubtCriteria,
  expertiseLevels,
  freelanceGrades,
  interviewQualifStatuses,
  noShowParties,
  qualificationBadges,
  qualificationFlags,
  technicalKnowledges,
} from '@orbite/domain/qualification';
import { selfRequestRefusal } from '@orbite/domain/qualification-process';
import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { loaderOf } from '../../graphql/loaders';
import { FreelanceListItemType } from './freelance-list.schema';
import { FreelanceType } from './freelancers.schema';
import * as repository from './interviews.repository';
import * as interviews from './interviews.service';
import { badgeOf } from './interviews.service';
import { callerOf } from './profile.schema';

const enumOf = <T extends readonly string[]>(name: string, values: T, description?: string) =>
  builder.enumType(name, { values, description });

const QualificationFlagEnum = enumOf(
  'QualificationFlag',
  qualificationFlags,
  'urgent, normal, or self: asked by the freelancer.',
);
const FreelanceGradeEnum = enumOf('FreelanceGrade', freelanceGrades);
const InterviewQualifStatusEnum = enumOf('InterviewQualifStatus', interviewQualifStatuses);
const QualificationBadgeEnum = enumOf(
  'QualificationBadge',
  qualificationBadges,
  'The badge of the domain’s priority rule.',
);
const ApprovalRatingEnum = enumOf('ApprovalRating', approvalRatings);
const ExpertiseLevelEnum = enumOf('ExpertiseLevel', expertiseLevels);
const TechnicalKnowledgeEnum = enumOf('TechnicalKnowledge', technicalKnowledges);
const NoShowPartyEnum = enumOf('NoShowParty', noShowParties);
const DoubtCriterionEnum = enumOf('DoubtCriterion', doubtCriteria);

/** Read by the team only: the freelancer and clients get null (or an empty list). */
const teamOnly = { authScopes: { teamMember: true }, unauthorizedResolver: () => null } as const;

const interviewsLoader = (c: GraphQLContext) =>
  loaderOf<number, repository.CandidateInterviewView[]>(c, 'candidateInterviews', async (ids) => {
    const rows = await repository.listInterviewsOf(c.deps.db, ids);
    return ids.map((id) => rows.filter((row) => row.freelanceId === id));
  });

const qualifFieldsLoader = (c: GraphQLContext) =>
  loaderOf<number, Awaited<ReturnType<typeof repository.qualifFieldsOf>>[number]>(c, 'qualifFields', async (ids) => {
    const rows = await repository.qualifFieldsOf(c.deps.db, ids);
    return ids.map((id) => rows.find((row) => row.id === id) ?? null);
  });

export const CandidateInterviewType = builder
  .objectRef<repository.CandidateInterviewView>('CandidateInterview')
  .implement({
    description: 'A candidate interview of the qualification process (team only).',
    fields: (t) => ({
      id: t.exposeID('id'),
      freelanceId: t.exposeID('freelanceId'),
      date: t.expose('scheduledAt', { type: 'DateTime', description: 'When the interview takes place.' }),
      qualifStatus: t.field({ type: InterviewQualifStatusEnum, resolve: (i) => i.qualifStatus as never }),
      skillId: t.exposeID('skillId', { nullable: true }),
      skillName: t.exposeString('skillName', { nullable: true }),
      instructorId: t.exposeID('instructorId', { nullable: true }),
      instructorName: t.exposeString('instructorName', { nullable: true }),
      approvalRating: t.field({ type: ApprovalRatingEnum, nullable: true, resolve: (i) => i.approvalRating as never }),
      expertiseLevel: t.field({ type: ExpertiseLevelEnum, nullable: true, resolve: (i) => i.expertiseLevel as never }),
      technicalKnowledge: t.field({
        type: TechnicalKnowledgeEnum,
        nullable: true,
        resolve: (i) => i.technicalKnowledge as never,
      }),
      doubtCriteria: t.field({ type: [DoubtCriterionEnum], resolve: (i) => i.doubtCriteria as never }),
      noShowParty: t.field({ type: NoShowPartyEnum, nullable: true, resolve: (i) => i.noShowParty as never }),
      feedback: t.exposeString('feedback', { nullable: true }),
      concludedAt: t.expose('concludedAt', { type: 'DateTime', nullable: true }),
    }),
  });

builder.objectFields(FreelanceType, (t) => ({
  flaggedForQualif: t.field({
    ...teamOnly,
    type: QualificationFlagEnum,
    nullable: true,
    description: 'Flagged for qualification: urgent, normal or self (team only).',
    resolve: (f) => f.flaggedForQualif as never,
  }),
  flaggedForQualifAt: t.field({ ...teamOnly, type: 'DateTime', nullable: true, resolve: (f) => f.flaggedForQualifAt }),
  isInstructor: t.boolean({ ...teamOnly, nullable: true, resolve: (f) => f.isInstructor }),
  isQualified: t.boolean({ ...teamOnly, nullable: true, resolve: (f) => f.qualification === 'qualified' }),
  isFrozen: t.boolean({
    ...teamOnly,
    nullable: true,
    description: 'Qualification frozen: no interview before isFrozenUntil.',
    resolve: (f) => f.isFrozenUntil !== null && f.isFrozenUntil > todayInParis(),
  }),
  isFrozenUntil: t.field({ ...teamOnly, type: 'Date', nullable: true, resolve: (f) => f.isFrozenUntil }),
  grade: t.field({ ...teamOnly, type: FreelanceGradeEnum, nullable: true, resolve: (f) => f.grade as never }),
  candidateInterviews: t.field({
    type: [CandidateInterviewType],
    description: 'Candidate interviews, the latest first (team only; others get an empty list).',
    authScopes: { teamMember: true },
    unauthorizedResolver: () => [],
    resolve: (f, _a, c) =>
      interviewsLoader(c)
        .load(f.id)
        .then((rows) => rows ?? []),
  }),
  qualificationBadge: t.field({
    ...teamOnly,
    type: QualificationBadgeEnum,
    nullable: true,
    resolve: async (f, _a, c) => badgeOf(f, (await interviewsLoader(c).load(f.id)) ?? []),
  }),
  canAskForQualification: t.boolean({
    description: 'The freelancer themselves may ask to be qualified (false for anyone else).',
    authScopes: { freelancer: true },
    unauthorizedResolver: () => false,
    resolve: async (f, _a, c) =>
      c.viewer?.freelance?.id === f.id &&
      Boolean(c.viewer.permissions.askForQualification) &&
      selfRequestRefusal({
        qualification: f.qualification,
        flaggedForQualif: f.flaggedForQualif,
        alreadyAsked: f.flaggedForQualifAt !== null || ((await interviewsLoader(c).load(f.id)) ?? []).length > 0,
      }) === null,
  }),
  qualificationRequested: t.boolean({
    description: 'The freelancer themselves asked to be qualified and waits (false for anyone else but the team).',
    authScopes: { freelancer: true, teamMember: true },
    unauthorizedResolver: () => false,
    resolve: (f, _a, c) =>
      (c.viewer?.role === 'teamMember' || c.viewer?.freelance?.id === f.id) && f.flaggedForQualif === 'self',
  }),
}));

builder.objectFields(FreelanceListItemType, (t) => ({
  qualificationBadge: t.field({
    type: QualificationBadgeEnum,
    nullable: true,
    description: 'The badge of the domain’s priority rule (team only).',
    ...teamOnly,
    resolve: async (item, _a, c) => {
      const id = Number(item.id);
      const fields = await qualifFieldsLoader(c).load(id);
      return fields ? badgeOf(fields, (await interviewsLoader(c).load(id)) ?? []) : null;
    },
  }),
}));

const InstructorType = builder.objectRef<repository.InstructorSummary>('Instructor').implement({
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The instructor’s freelance id.' }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
  }),
});

builder.queryFields((t) => ({
  instructors: t.field({
    type: [InstructorType],
    description:
      'Freelancers who conduct candidate interviews, optionally holding a skill or matching a text (team only).',
    authScopes: { teamMember: true },
    args: { skillId: t.arg.id(), search: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, c) =>
      interviews.instructors(c.deps, {
        skillId: args.skillId ? Number(args.skillId) : null,
        search: args.search ?? null,
        limit: args.limit,
      }),
  }),
}));

const OutcomeInput = builder.inputType('CandidateInterviewOutcomeInput', {
  fields: (t) => ({
    qualifStatus: t.string({
      required: true,
      description:
        'qualified, notQualified, toReview, frozen, cancelledByCandidate, cancelledByInstructor, cancelledByTM.',
    }),
    approvalRating: t.string(),
    expertiseLevel: t.string(),
    technicalKnowledge: t.string(),
    doubtCriteria: t.stringList(),
    noShowParty: t.string({ description: 'Who did not come, on a cancellation: candidate or instructor.' }),
    frozenUntil: t.field({ type: 'Date', description: 'Required when frozen: no interview before this day.' }),
    feedback: t.string(),
  }),
});

const reloadInterview = async (c: GraphQLContext, id: number) => (await repository.findInterviewView(c.deps.db, id))!;
const team = { teamMember: true } as const;

builder.mutationFields((t) => ({
  flagForQualification: t.field({
    type: FreelanceType,
    description: 'The team flags a freelancer for qualification (urgent, normal, self); null clears the flag.',
    authScopes: team,
    args: { freelanceId: t.arg.id({ required: true }), flag: t.arg.string() },
    resolve: (_r, args, c) =>
      interviews.flagForQualification(c.deps, callerOf(c), Number(args.freelanceId), args.flag ?? null),
  }),
  askForQualification: t.field({
    type: FreelanceType,
    description: 'The freelancer asks to be qualified (once, when not qualified yet).',
    authScopes: { $all: { freelancer: true, permission: 'askForQualification' } },
    resolve: (_r, _a, c) => interviews.askForQualification(c.deps, callerOf(c)),
  }),
  scheduleCandidateInterview: t.field({
    type: CandidateInterviewType,
    description: 'The team schedules a candidate interview with an instructor on one of the freelancer’s skills.',
    authScopes: team,
    args: {
      freelanceId: t.arg.id({ required: true }),
      instructorId: t.arg.id({ required: true }),
      skillId: t.arg.id({ required: true }),
      date: t.arg({ type: 'DateTime', required: true }),
    },
    resolve: async (_r, args, c) => {
      const interview = await interviews.scheduleCandidateInterview(c.deps, callerOf(c), {
        freelanceId: Number(args.freelanceId),
        instructorId: Number(args.instructorId),
        skillId: Number(args.skillId),
        date: args.date,
      });
      return reloadInterview(c, interview.id);
    },
  }),
  concludeCandidateInterview: t.field({
    type: CandidateInterviewType,
    description: 'The team records the outcome of a pending interview; the freelancer’s qualification follows.',
    authScopes: team,
    args: { id: t.arg.id({ required: true }), outcome: t.arg({ type: OutcomeInput, required: true }) },
    resolve: async (_r, args, c) => {
      const { frozenUntil, ...outcome } = args.outcome;
      const interview = await interviews.concludeCandidateInterview(c.deps, callerOf(c), Number(args.id), {
        ...outcome,
        frozenUntil: frozenUntil ? String(frozenUntil).slice(0, 10) : null,
      });
      return reloadInterview(c, interview.id);
    },
  }),
  cancelCandidateInterview: t.field({
    type: CandidateInterviewType,
    description: 'The team cancels a pending interview (cancelledByTM).',
    authScopes: team,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, c) => {
      const interview = await interviews.concludeCandidateInterview(c.deps, callerOf(c), Number(args.id), {
        qualifStatus: 'cancelledByTM',
      });
      return reloadInterview(c, interview.id);
    },
  }),
  setFreelanceInstructor: t.field({
    type: FreelanceType,
    authScopes: team,
    args: { freelanceId: t.arg.id({ required: true }), isInstructor: t.arg.boolean({ required: true }) },
    resolve: (_r, args, c) =>
      interviews.setFreelanceInstructor(c.deps, callerOf(c), Number(args.freelanceId), args.isInstructor),
  }),
  freezeFreelanceQualification: t.field({
    type: FreelanceType,
    description: 'The team freezes the qualification until a future day (no interview before it); null lifts it.',
    authScopes: team,
    args: { freelanceId: t.arg.id({ required: true }), until: t.arg({ type: 'Date' }) },
    resolve: (_r, args, c) =>
      interviews.freezeFreelanceQualification(
        c.deps,
        callerOf(c),
        Number(args.freelanceId),
        args.until ? String(args.until).slice(0, 10) : null,
      ),
  }),
  setFreelanceGrade: t.field({
    type: FreelanceType,
    authScopes: team,
    args: { freelanceId: t.arg.id({ required: true }), grade: t.arg.string({ required: true }) },
    resolve: (_r, args, c) => interviews.setFreelanceGrade(c.deps, callerOf(c), Number(args.freelanceId), args.grade),
  }),
}));
