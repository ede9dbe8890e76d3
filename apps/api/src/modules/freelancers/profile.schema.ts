import { availabilityOptions } from '@orbite/domain/availability';
import { builder } from '../../graphql/builder';
import { actorOf, type GraphQLContext } from '../../graphql/context';
import { FreelanceType } from './freelancers.schema';
import * as profile from './profile.service';
import { FreelanceEducationType, FreelanceExperienceType } from './profile.types';
import * as sections from './profile-sections.service';

/** Who calls, for the profile's policy and the activity log. */
export function callerOf(context: GraphQLContext): profile.ProfileCaller {
  return {
    actor: actorOf(context),
    profile: { role: context.viewer?.role ?? null, freelanceId: context.viewer?.freelance?.id ?? null },
  };
}

/** The freelancer or the team: the policy then checks that a freelancer only touches their own profile. */
const profileScopes = { freelancer: true, teamMember: true } as const;

const AvailabilityOptionEnum = builder.enumType('AvailabilityOption', {
  values: Object.fromEntries(availabilityOptions.map((o) => [o.replace('-', '_'), { value: o }])),
});

const FreelanceInfoInput = builder.inputType('FreelanceInfoInput', {
  fields: (t) => ({
    tagline: t.string(),
    biography: t.string(),
    experienceInYears: t.int(),
    retribution: t.int(),
    gitHubUrl: t.string(),
    gitlabUrl: t.string(),
    bitbucketUrl: t.string(),
    kaggleUrl: t.string(),
    linkedInUrl: t.string(),
    stackExchangeUrl: t.string(),
    twitterUrl: t.string(),
    websiteUrl: t.string(),
    prefWorkplace: t.string(),
    prefContract: t.string(),
    prefEnvironment: t.string(),
    prefTime: t.string(),
    prefMobility: t.string(),
    maxDistance: t.int(),
    callAvailability: t.string(),
  }),
});

const FreelanceSkillInput = builder.inputType('FreelanceSkillInput', {
  fields: (t) => ({
    skillId: t.id({ required: true }),
    duration: t.int(),
    primary: t.boolean(),
    wished: t.boolean(),
  }),
});

const FreelanceJobTitleInput = builder.inputType('FreelanceJobTitleInput', {
  fields: (t) => ({ jobTitleId: t.id({ required: true }), duration: t.int() }),
});

const ExperienceSkillInput = builder.inputType('FreelanceExperienceSkillInput', {
  fields: (t) => ({ skillId: t.id({ required: true }), primary: t.boolean() }),
});

const ExperienceInput = builder.inputType('FreelanceExperienceInput', {
  fields: (t) => ({
    type: t.string({ required: true }),
    title: t.string({ required: true }),
    companyName: t.string({ required: true }),
    location: t.string(),
    description: t.string(),
    startDate: t.field({ type: 'Date', required: true }),
    endDate: t.field({ type: 'Date' }),
    skills: t.field({ type: [ExperienceSkillInput] }),
  }),
});

const EducationInput = builder.inputType('FreelanceEducationInput', {
  fields: (t) => ({
    schoolName: t.string({ required: true }),
    degree: t.string(),
    topic: t.string(),
    description: t.string(),
    startedIn: t.int(),
    graduatedIn: t.int(),
  }),
});

const id = (value: string | number) => Number(value);

builder.queryFields((t) => ({
  freelance: t.field({
    type: FreelanceType,
    description: 'A freelancer’s whole profile: the freelancer themself and the team.',
    authScopes: profileScopes,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      profile.readableFreelance(context.deps.db, callerOf(context), id(args.id), context.viewer?.freelance),
  }),
  freelancerAvailability: t.field({
    type: FreelanceType,
    description: 'Availability of a freelancer (isAvailable, availabilityDate).',
    authScopes: profileScopes,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      profile.readableFreelance(context.deps.db, callerOf(context), id(args.id), context.viewer?.freelance),
  }),
}));

builder.mutationFields((t) => ({
  updateFreelanceInfo: t.field({
    type: FreelanceType,
    authScopes: profileScopes,
    args: { freelanceId: t.arg.id({ required: true }), input: t.arg({ type: FreelanceInfoInput, required: true }) },
    resolve: (_root, args, context) =>
      profile.updateFreelanceInfo(context.deps, callerOf(context), id(args.freelanceId), args.input),
  }),
  setFreelanceSkills: t.field({
    type: FreelanceType,
    authScopes: profileScopes,
    args: {
      freelanceId: t.arg.id({ required: true }),
      skills: t.arg({ type: [FreelanceSkillInput], required: true }),
    },
    resolve: (_root, args, context) =>
      profile.setFreelanceSkills(
        context.deps,
        callerOf(context),
        id(args.freelanceId),
        args.skills.map((s) => ({ ...s, skillId: id(s.skillId) })),
      ),
  }),
  setFreelanceJobTitles: t.field({
    type: FreelanceType,
    authScopes: profileScopes,
    args: {
      freelanceId: t.arg.id({ required: true }),
      jobTitles: t.arg({ type: [FreelanceJobTitleInput], required: true }),
    },
    resolve: (_root, args, context) =>
      profile.setFreelanceJobTitles(
        context.deps,
        callerOf(context),
        id(args.freelanceId),
        args.jobTitles.map((j) => ({ ...j, jobTitleId: id(j.jobTitleId) })),
      ),
  }),
  addFreelanceExperience: t.field({
    type: FreelanceExperienceType,
    authScopes: profileScopes,
    args: { freelanceId: t.arg.id({ required: true }), input: t.arg({ type: ExperienceInput, required: true }) },
    resolve: (_root, args, context) =>
      sections.addFreelanceExperience(context.deps, callerOf(context), id(args.freelanceId), experience(args.input)),
  }),
  updateFreelanceExperience: t.field({
    type: FreelanceExperienceType,
    authScopes: profileScopes,
    args: {
      freelanceId: t.arg.id({ required: true }),
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ExperienceInput, required: true }),
    },
    resolve: (_root, args, context) =>
      sections.updateFreelanceExperience(
        context.deps,
        callerOf(context),
        id(args.freelanceId),
        id(args.id),
        experience(args.input),
      ),
  }),
  deleteFreelanceExperience: t.boolean({
    authScopes: profileScopes,
    args: { freelanceId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      sections.deleteFreelanceExperience(context.deps, callerOf(context), id(args.freelanceId), id(args.id)),
  }),
  addFreelanceEducation: t.field({
    type: FreelanceEducationType,
    authScopes: profileScopes,
    args: { freelanceId: t.arg.id({ required: true }), input: t.arg({ type: EducationInput, required: true }) },
    resolve: (_root, args, context) =>
      sections.addFreelanceEducation(context.deps, callerOf(context), id(args.freelanceId), args.input),
  }),
  updateFreelanceEducation: t.field({
    type: FreelanceEducationType,
    authScopes: profileScopes,
    args: {
      freelanceId: t.arg.id({ required: true }),
      id: t.arg.id({ required: true }),
      input: t.arg({ type: EducationInput, required: true }),
    },
    resolve: (_root, args, context) =>
      sections.updateFreelanceEducation(context.deps, callerOf(context), id(args.freelanceId), id(args.id), args.input),
  }),
  deleteFreelanceEducation: t.boolean({
    authScopes: profileScopes,
    args: { freelanceId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      sections.deleteFreelanceEducation(context.deps, callerOf(context), id(args.freelanceId), id(args.id)),
  }),
  addFreelanceLanguage: t.field({
    type: FreelanceType,
    description: 'Adds a language at level basic.',
    authScopes: profileScopes,
    args: { freelanceId: t.arg.id({ required: true }), languageId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      sections.addFreelanceLanguage(context.deps, callerOf(context), id(args.freelanceId), id(args.languageId)),
  }),
  updateFreelanceLanguage: t.field({
    type: FreelanceType,
    authScopes: profileScopes,
    args: {
      freelanceId: t.arg.id({ required: true }),
      id: t.arg.id({ required: true }),
      level: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) =>
      sections.updateFreelanceLanguage(context.deps, callerOf(context), id(args.freelanceId), id(args.id), args.level),
  }),
  removeFreelanceLanguage: t.field({
    type: FreelanceType,
    authScopes: profileScopes,
    args: { freelanceId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      sections.removeFreelanceLanguage(context.deps, callerOf(context), id(args.freelanceId), id(args.id)),
  }),
  setFreelancerAvailable: t.field({
    type: FreelanceType,
    authScopes: profileScopes,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => sections.setFreelancerAvailable(context.deps, callerOf(context), id(args.id)),
  }),
  snoozeFreelance: t.field({
    type: FreelanceType,
    description: 'Unavailable until a day (tomorrow or later), or forever when until is null; or by a menu option.',
    authScopes: profileScopes,
    args: {
      id: t.arg.id({ required: true }),
      until: t.arg({ type: 'Date' }),
      option: t.arg({ type: AvailabilityOptionEnum }),
    },
    resolve: (_root, args, context) =>
      sections.snoozeFreelance(
        context.deps,
        callerOf(context),
        id(args.id),
        args.until ?? null,
        (args.option as (typeof availabilityOptions)[number] | null | undefined) ?? null,
      ),
  }),
  unSnoozeFreelance: t.field({
    type: FreelanceType,
    authScopes: profileScopes,
    args: { freelanceId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      sections.unSnoozeFreelance(context.deps, callerOf(context), id(args.freelanceId)),
  }),
}));

function experience(input: {
  type: string;
  title: string;
  companyName: string;
  location?: string | null;
  description?: string | null;
  startDate: string;
  endDate?: string | null;
  skills?: { skillId: string | number; primary?: boolean | null }[] | null;
}): sections.ExperienceInput {
  return { ...input, skills: input.skills?.map((s) => ({ ...s, skillId: id(s.skillId) })) ?? null };
}
