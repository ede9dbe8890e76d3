import { isAvailable, isSoon, shouldUpdateAvailability } from '@orbite/domain/availability';
import { statusLabelOf } from '@orbite/domain/freelance-status';
import { yearsToMonths } from '@orbite/domain/skills';
import { builder } from '../../graphql/builder';
import { FreelanceType } from './freelancers.schema';
import * as repository from './profile.repository';
import { completenessOf } from './profile.service';
import type { FreelanceEducationRow, FreelanceExperienceRow } from './profile.tables';

type SkillItem = Awaited<ReturnType<typeof repository.listSkills>>[number];
type JobTitleItem = Awaited<ReturnType<typeof repository.listJobTitles>>[number];
type LanguageItem = Awaited<ReturnType<typeof repository.listLanguages>>[number];
type ExperienceSkillItem = Awaited<ReturnType<typeof repository.listExperienceSkills>>[number];

export const FreelanceSkillType = builder.objectRef<SkillItem>('FreelanceSkill').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    skillId: t.exposeID('skillId'),
    name: t.exposeString('name'),
    duration: t.exposeInt('duration', { nullable: true, description: 'Years of practice.' }),
    durationInMonths: t.int({ nullable: true, resolve: (s) => yearsToMonths(s.duration) }),
    primary: t.exposeBoolean('primary'),
    wished: t.exposeBoolean('wished'),
  }),
});

export const FreelanceJobTitleType = builder.objectRef<JobTitleItem>('FreelanceJobTitle').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    jobTitleId: t.exposeID('jobTitleId'),
    name: t.exposeString('name'),
    category: t.exposeString('category', { nullable: true }),
    duration: t.exposeInt('duration', { nullable: true }),
  }),
});

export const FreelanceLanguageType = builder.objectRef<LanguageItem>('FreelanceLanguage').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    languageId: t.exposeID('languageId'),
    name: t.exposeString('name'),
    level: t.exposeString('level'),
  }),
});

const ExperienceSkillType = builder.objectRef<ExperienceSkillItem>('FreelanceExperienceSkill').implement({
  fields: (t) => ({
    id: t.exposeID('skillId'),
    freelanceExperienceSkillId: t.exposeID('id'),
    name: t.exposeString('name'),
    primary: t.exposeBoolean('primary'),
  }),
});

export const FreelanceExperienceType = builder.objectRef<FreelanceExperienceRow>('FreelanceExperience').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type'),
    title: t.exposeString('title'),
    companyName: t.exposeString('companyName'),
    location: t.exposeString('location', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    startDate: t.expose('startDate', { type: 'Date' }),
    endDate: t.expose('endDate', { type: 'Date', nullable: true }),
    isOrbiteMission: t.exposeBoolean('isOrbiteMission'),
    skills: t.field({
      type: [ExperienceSkillType],
      resolve: (experience, _args, context) => repository.listExperienceSkills(context.deps.db, [experience.id]),
    }),
  }),
});

export const FreelanceEducationType = builder.objectRef<FreelanceEducationRow>('FreelanceEducation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    schoolName: t.exposeString('schoolName'),
    degree: t.exposeString('degree', { nullable: true }),
    topic: t.exposeString('topic', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    startedIn: t.exposeInt('startedIn', { nullable: true }),
    graduatedIn: t.exposeInt('graduatedIn', { nullable: true }),
  }),
});

const CompletenessItemType = builder
  .objectRef<{ element: string; done: boolean }>('ProfileCompletenessItem')
  .implement({ fields: (t) => ({ element: t.exposeString('element'), done: t.exposeBoolean('done') }) });

const CompletenessType = builder
  .objectRef<{ score: number; items: { element: string; done: boolean }[] }>('ProfileCompleteness')
  .implement({
    fields: (t) => ({ score: t.exposeInt('score'), items: t.expose('items', { type: [CompletenessItemType] }) }),
  });

const StatusLabelType = builder
  .objectRef<{ label: string; warning: boolean }>('FreelanceStatusLabel')
  .implement({ fields: (t) => ({ label: t.exposeString('label'), warning: t.exposeBoolean('warning') }) });

const optionalText = [
  'tagline',
  'biography',
  'gitHubUrl',
  'gitlabUrl',
  'bitbucketUrl',
  'kaggleUrl',
  'linkedInUrl',
] as const;
const optionalText2 = ['stackExchangeUrl', 'twitterUrl', 'websiteUrl', 'prefWorkplace', 'prefContract'] as const;
const optionalText3 = ['prefEnvironment', 'prefTime', 'prefMobility', 'callAvailability'] as const;

builder.objectFields(FreelanceType, (t) => ({
  ...Object.fromEntries(
    [...optionalText, ...optionalText2, ...optionalText3].map((name) => [
      name,
      t.exposeString(name, { nullable: true }),
    ]),
  ),
  experienceInYears: t.exposeInt('experienceInYears', { nullable: true }),
  retribution: t.exposeInt('retribution', { nullable: true, description: 'Daily rate wished, in euros.' }),
  maxDistance: t.exposeInt('maxDistance', { nullable: true }),
  profileScore: t.exposeInt('profileScore'),
  availableNow: t.boolean({
    description: 'Available: the flag set, or an availability date today or earlier.',
    resolve: (f) => isAvailable(f.isAvailable, f.availabilityDate),
  }),
  availableSoon: t.boolean({ resolve: (f) => isSoon(f.isAvailable, f.availabilityDate) }),
  shouldUpdateAvailability: t.boolean({ resolve: (f) => shouldUpdateAvailability(f.isAvailable, f.availabilityDate) }),
  statusLabel: t.field({ type: StatusLabelType, nullable: true, resolve: (f) => statusLabelOf(f) }),
  completeness: t.field({ type: CompletenessType, resolve: (f, _args, context) => completenessOf(context.deps.db, f) }),
  skills: t.field({ type: [FreelanceSkillType], resolve: (f, _a, c) => repository.listSkills(c.deps.db, f.id) }),
  jobTitles: t.field({
    type: [FreelanceJobTitleType],
    resolve: (f, _a, c) => repository.listJobTitles(c.deps.db, f.id),
  }),
  experiences: t.field({
    type: [FreelanceExperienceType],
    resolve: (f, _a, c) => repository.listExperiences(c.deps.db, f.id),
  }),
  educations: t.field({
    type: [FreelanceEducationType],
    resolve: (f, _a, c) => repository.listEducations(c.deps.db, f.id),
  }),
  languages: t.field({
    type: [FreelanceLanguageType],
    resolve: (f, _a, c) => repository.listLanguages(c.deps.db, f.id),
  }),
}));
