import { builder } from '../../graphql/builder';
import type { JobTitleSummary, SkillSummary } from './skills.repository';
import {
  getSkill,
  listLanguages,
  recommendSkills,
  relatedSkillsOf,
  searchJobTitles,
  searchSkills,
} from './skills.service';
import type { LanguageRow, SkillRow } from './skills.tables';

/** A skill of the catalogue: a search result carries the summary, `skill(id)` the whole row. */
type SkillShape = SkillSummary & Partial<SkillRow>;

export const SkillType = builder.objectRef<SkillShape>('Skill');

SkillType.implement({
  description: 'A skill of the catalogue (language, framework, database, cloud service, method...).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    aliases: t.exposeStringList('aliases'),
    popularity: t.exposeInt('popularity', { description: 'From 1 to 100.' }),
    description: t.string({ nullable: true, resolve: (skill) => skill.description ?? null }),
    relatedLink: t.string({ nullable: true, resolve: (skill) => skill.relatedLink ?? null }),
    firstReleased: t.string({
      nullable: true,
      description: 'Year (or date) of the first release.',
      resolve: (skill) => skill.firstReleased ?? null,
    }),
    latestStableVersion: t.string({ nullable: true, resolve: (skill) => skill.latestStableVersion ?? null }),
    relatedSkills: t.field({
      type: [SkillType],
      resolve: (skill, _args, context) => relatedSkillsOf(context.deps.db, skill.id),
    }),
  }),
});

export const JobTitleType = builder.objectRef<JobTitleSummary>('JobTitle').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    category: t.exposeString('category'),
  }),
});

export const LanguageType = builder.objectRef<LanguageRow>('Language').implement({
  description: 'A spoken language, named in French.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    isoCode: t.exposeString('isoCode'),
  }),
});

builder.queryFields((t) => ({
  searchSkills: t.field({
    type: [SkillType],
    description: 'Skills by name or alias, typo-tolerant: exact name, exact alias, prefix, similarity, popularity.',
    args: { search: t.arg.string({ required: true }), limit: t.arg.int({ description: 'At most 50; 10 by default.' }) },
    authScopes: { public: true },
    resolve: (_root, args, context) => searchSkills(context.deps.db, args.search, args.limit),
  }),
  recommendedSkills: t.field({
    type: [SkillType],
    description: 'Skills that go with the given ones, never the given ones.',
    args: { skills: t.arg.idList({ required: true }), limit: t.arg.int({ description: 'At most 50; 10 by default.' }) },
    authScopes: { public: true },
    resolve: (_root, args, context) => recommendSkills(context.deps.db, args.skills, args.limit),
  }),
  skill: t.field({
    type: SkillType,
    description: 'One skill with all its fields (the SkillInfoCard operation).',
    args: { id: t.arg.id({ required: true }) },
    authScopes: { authenticated: true },
    resolve: (_root, args, context) => getSkill(context.deps.db, args.id),
  }),
  searchJobTitles: t.field({
    type: [JobTitleType],
    description: 'Job titles by name or alias; without a search, the most common ones.',
    args: { search: t.arg.string(), limit: t.arg.int({ description: 'At most 50; 10 by default.' }) },
    authScopes: { public: true },
    resolve: (_root, args, context) => searchJobTitles(context.deps.db, args.search, args.limit),
  }),
  languages: t.field({
    type: [LanguageType],
    description: 'Spoken languages, the most common first.',
    authScopes: { public: true },
    resolve: (_root, _args, context) => listLanguages(context.deps.db),
  }),
}));
