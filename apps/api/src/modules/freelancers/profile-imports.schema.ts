import { builder } from '../../graphql/builder';
import { FreelanceType } from './freelancers.schema';
import { canReadProfile } from './profile.policy';
import { callerOf } from './profile.schema';
import {
  type ProfileImportProposal,
  type ProposedEducation,
  type ProposedExperience,
  type ProposedLanguage,
  type ProposedSkill,
  profileImportKinds,
} from './profile-imports.parse';
import {
  applyProfileImport,
  discardProfileImport,
  lastProfileImport,
  linkedInImportStatus,
  readableImport,
  startProfileImport,
} from './profile-imports.service';
import type { ProfileImportRow } from './profile-imports.tables';

const ProfileImportKindEnum = builder.enumType('ProfileImportKind', {
  description: 'LinkedIn’s data export (ZIP), LinkedIn’s profile PDF, a CV as PDF or DOCX.',
  values: profileImportKinds,
});

const ProfileImportStatusEnum = builder.enumType('ProfileImportStatus', {
  values: ['doing', 'done', 'failed'] as const,
});

const LinkedInImportStatusEnum = builder.enumType('LinkedInImportStatus', {
  values: ['none', 'doing', 'done', 'failed'] as const,
});

const IdentityType = builder.objectRef<ProfileImportProposal['identity']>('ProfileImportIdentity').implement({
  fields: (t) => ({
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    headline: t.exposeString('headline', { nullable: true }),
    summary: t.exposeString('summary', { nullable: true }),
  }),
});

const ExperienceType = builder.objectRef<ProposedExperience>('ProfileImportExperience').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    title: t.exposeString('title'),
    company: t.exposeString('company'),
    location: t.exposeString('location', { nullable: true }),
    startDate: t.expose('startDate', { type: 'Date', nullable: true }),
    endDate: t.expose('endDate', { type: 'Date', nullable: true, description: 'Null while ongoing.' }),
    description: t.exposeString('description', { nullable: true }),
  }),
});

const EducationType = builder.objectRef<ProposedEducation>('ProfileImportEducation').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    school: t.exposeString('school'),
    degree: t.exposeString('degree', { nullable: true }),
    startDate: t.expose('startDate', { type: 'Date', nullable: true }),
    endDate: t.expose('endDate', { type: 'Date', nullable: true }),
  }),
});

const SkillType = builder.objectRef<ProposedSkill>('ProfileImportSkill').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    skillId: t.id({
      nullable: true,
      description: 'The catalogue skill (by name or alias); null when none matches.',
      resolve: (s) => s.skillId,
    }),
    skillName: t.string({
      nullable: true,
      description:
        'The catalogue skill’s name, which the profile will show (a CV’s « Airflow » is « Apache Airflow »).',
      resolve: (s) => s.skillName ?? null,
    }),
  }),
});

const LanguageType = builder.objectRef<ProposedLanguage>('ProfileImportLanguage').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    languageIso: t.exposeString('languageIso', { nullable: true }),
    level: t.exposeString('level', { description: 'basic, pro or native.' }),
  }),
});

const ProposalType = builder.objectRef<ProfileImportProposal>('ProfileImportProposal').implement({
  description: 'What the file holds; every item has a key stable within the import.',
  fields: (t) => ({
    identity: t.field({ type: IdentityType, resolve: (p) => p.identity }),
    linkedInUrl: t.exposeString('linkedInUrl', { nullable: true }),
    experiences: t.field({ type: [ExperienceType], resolve: (p) => p.experiences }),
    education: t.field({ type: [EducationType], resolve: (p) => p.education }),
    skills: t.field({ type: [SkillType], resolve: (p) => p.skills }),
    languages: t.field({ type: [LanguageType], resolve: (p) => p.languages }),
  }),
});

const ProfileImportType = builder.objectRef<ProfileImportRow>('ProfileImport').implement({
  description: 'An import of the profile from LinkedIn or a CV; the client polls it every 5 s while doing.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: ProfileImportKindEnum, resolve: (r) => r.kind as (typeof profileImportKinds)[number] }),
    status: t.field({ type: ProfileImportStatusEnum, resolve: (r) => r.status as 'doing' | 'done' | 'failed' }),
    error: t.exposeString('error', { nullable: true, description: 'Why it failed, in French.' }),
    fileName: t.exposeString('fileName', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    appliedAt: t.expose('appliedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'LinkedIn: applied when done; CV: when the reviewed items were accepted.',
    }),
    discarded: t.boolean({ resolve: (r) => Boolean((r.proposal as { discarded?: boolean } | null)?.discarded) }),
    proposal: t.field({
      type: ProposalType,
      nullable: true,
      resolve: (r) => (r.status === 'done' ? (r.proposal as unknown as ProfileImportProposal) : null),
    }),
  }),
});

builder.objectFields(FreelanceType, (t) => ({
  lastProfileImport: t.field({
    type: ProfileImportType,
    nullable: true,
    description: 'The latest import (any kind), for the freelancer and the team.',
    resolve: (f, _a, c) => (canReadProfile(callerOf(c).profile, f.id) ? lastProfileImport(c.deps.db, f.id) : null),
  }),
  linkedInImportStatus: t.field({
    type: LinkedInImportStatusEnum,
    description: 'none, doing, done or failed: the latest LinkedIn import (none for others than the owner and team).',
    resolve: async (f, _a, c) =>
      canReadProfile(callerOf(c).profile, f.id)
        ? ((await linkedInImportStatus(c.deps.db, f.id)) as 'none' | 'doing' | 'done' | 'failed')
        : 'none',
  }),
}));

const ExperienceInput = builder.inputType('ProfileImportExperienceInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    title: t.string({ required: true }),
    company: t.string({ required: true }),
    location: t.string(),
    startDate: t.field({ type: 'Date' }),
    endDate: t.field({ type: 'Date' }),
    description: t.string(),
  }),
});

const EducationInput = builder.inputType('ProfileImportEducationInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    school: t.string({ required: true }),
    degree: t.string(),
    startDate: t.field({ type: 'Date' }),
    endDate: t.field({ type: 'Date' }),
  }),
});

const SkillInput = builder.inputType('ProfileImportSkillInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    name: t.string({ required: true }),
    skillId: t.id({ description: 'Another catalogue skill chosen in the review; else the proposed match.' }),
  }),
});

const LanguageInput = builder.inputType('ProfileImportLanguageInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    name: t.string({ required: true }),
    languageIso: t.string(),
    level: t.string({ required: true }),
  }),
});

const AcceptInput = builder.inputType('ProfileImportAcceptInput', {
  description: 'The accepted items, by key, with their values as edited in the review.',
  fields: (t) => ({
    experiences: t.field({ type: [ExperienceInput] }),
    education: t.field({ type: [EducationInput] }),
    skills: t.field({ type: [SkillInput] }),
    languages: t.field({ type: [LanguageInput] }),
    linkedInUrl: t.boolean({ description: 'Also take the proposed LinkedIn URL (when the profile has none).' }),
    linkedInUrlValue: t.string({
      description:
        'The LinkedIn URL as edited in the review, taken instead of the proposed one when linkedInUrl is true; 639 when it is not a LinkedIn profile URL, 558 when another freelancer has it.',
    }),
  }),
});

const dateText = (value: unknown) =>
  value == null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

const profileScopes = { freelancer: true, teamMember: true } as const;

builder.queryFields((t) => ({
  profileImport: t.field({
    type: ProfileImportType,
    authScopes: profileScopes,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, c) => readableImport(c.deps.db, callerOf(c), Number(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  startProfileImport: t.field({
    type: ProfileImportType,
    description: 'Imports an uploaded file (POST /uploads) into the profile, in the background; 5 a day (645).',
    authScopes: profileScopes,
    args: {
      freelanceId: t.arg.id({ required: true }),
      kind: t.arg({ type: ProfileImportKindEnum, required: true }),
      uploadId: t.arg.id({ required: true }),
    },
    resolve: (_r, args, c) =>
      startProfileImport(c.deps, callerOf(c), Number(args.freelanceId), args.kind, String(args.uploadId)),
  }),
  applyProfileImport: t.field({
    type: ProfileImportType,
    description: 'Adds the accepted items of a reviewed CV import to the profile, all or none; once.',
    authScopes: profileScopes,
    args: {
      importId: t.arg.id({ required: true }),
      accepted: t.arg({ type: AcceptInput, required: true }),
    },
    resolve: (_r, args, c) =>
      applyProfileImport(c.deps, callerOf(c), Number(args.importId), {
        experiences: args.accepted.experiences?.map((e) => ({
          key: e.key,
          title: e.title,
          company: e.company,
          location: e.location ?? null,
          startDate: dateText(e.startDate),
          endDate: dateText(e.endDate),
          description: e.description ?? null,
        })),
        education: args.accepted.education?.map((e) => ({
          key: e.key,
          school: e.school,
          degree: e.degree ?? null,
          startDate: dateText(e.startDate),
          endDate: dateText(e.endDate),
        })),
        skills: args.accepted.skills?.map((s) => ({
          key: s.key,
          name: s.name,
          skillId: s.skillId == null ? null : Number(s.skillId),
        })),
        languages: args.accepted.languages?.map((l) => ({
          key: l.key,
          name: l.name,
          languageIso: l.languageIso ?? null,
          level: l.level,
        })),
        linkedInUrl: args.accepted.linkedInUrl ?? false,
        linkedInUrlValue: args.accepted.linkedInUrlValue ?? null,
      }),
  }),
  discardProfileImport: t.field({
    type: ProfileImportType,
    description: 'Drops a CV proposal without applying it, or stops an import still running.',
    authScopes: profileScopes,
    args: { importId: t.arg.id({ required: true }) },
    resolve: (_r, args, c) => discardProfileImport(c.deps, callerOf(c), Number(args.importId)),
  }),
}));
