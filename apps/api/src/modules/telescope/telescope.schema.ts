import { isAvailable } from '@orbite/domain/availability';
import { telescopeQualifications, telescopeSkillModes, telescopeWorkplaces } from '@orbite/domain/telescope';
import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { FreelanceStatusEnum } from '../freelancers/freelancers.schema';
import { FreelanceQualificationEnum } from '../freelancers/qualification.schema';
import type { MatchedSkill, TelescopeResultRow } from './telescope.repository';
import * as telescope from './telescope.service';
import type { FreelanceSearchRow } from './telescope.tables';

const actorOf = (context: GraphQLContext) => ({
  role: context.viewer?.role ?? null,
  userId: context.viewer?.user.id ?? null,
});

const SkillModeEnum = builder.enumType('TelescopeSkillMode', { values: telescopeSkillModes });
const WorkplaceEnum = builder.enumType('TelescopeWorkplace', { values: telescopeWorkplaces });
export const QualificationEnum = builder.enumType('TelescopeQualification', {
  description: 'A qualification verdict, or notAssessed for freelancers without one yet.',
  values: telescopeQualifications,
});

const SkillFilterInput = builder.inputType('TelescopeSkillInput', {
  fields: (t) => ({
    skillId: t.id({ required: true }),
    minYears: t.int({ description: 'Years of practice at least (0 or absent: holding the skill is enough).' }),
  }),
});

const LocationFilterInput = builder.inputType('TelescopeLocationInput', {
  fields: (t) => ({
    latitude: t.float({ required: true }),
    longitude: t.float({ required: true }),
    radiusKm: t.int({ required: true }),
    label: t.string({ description: 'The place as chosen (a city), kept to be shown again.' }),
  }),
});

const FiltersInput = builder.inputType('TelescopeFiltersInput', {
  fields: (t) => ({
    text: t.string({ description: 'Searched in the name, the e-mail and the tagline.' }),
    skills: t.field({ type: [SkillFilterInput] }),
    skillMode: t.field({ type: SkillModeEnum, description: 'all (default): every skill; any: at least one.' }),
    availableBy: t.field({ type: 'Date', description: 'Available now or from this day at the latest.' }),
    maxRetribution: t.int({ description: 'Daily rate at most, in euros.' }),
    location: t.field({ type: LocationFilterInput }),
    workplace: t.field({ type: WorkplaceEnum, description: 'Freelancers preferring it or with no preference.' }),
    statuses: t.field({
      type: [FreelanceStatusEnum],
      description: 'Default: new and validated (banned and out of scope left out).',
    }),
    minProfileScore: t.int(),
    qualifications: t.field({
      type: [QualificationEnum],
      description: 'Any of these verdicts (notAssessed: none yet); absent or empty: every freelancer.',
    }),
    excludeMissionId: t.id({ description: 'Leaves out the freelancers already matched to this mission.' }),
  }),
});

const MatchedSkillType = builder.objectRef<MatchedSkill>('TelescopeMatchedSkill').implement({
  fields: (t) => ({
    skillId: t.exposeID('skillId'),
    name: t.exposeString('name'),
    years: t.exposeInt('years', { nullable: true, description: 'The freelancer’s years of practice.' }),
    minYears: t.exposeInt('minYears'),
    covered: t.exposeBoolean('covered', { description: 'Held with at least the years asked.' }),
  }),
});

const ResultType = builder.objectRef<TelescopeResultRow>('TelescopeResult').implement({
  description: 'A freelancer found by telescope; `id` is the freelance id.',
  fields: (t) => ({
    id: t.exposeID('id'),
    publicId: t.exposeString('publicId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    fullName: t.string({ resolve: (r) => `${r.firstName} ${r.lastName}`.trim() }),
    profilePictureUrl: t.exposeString('profilePictureUrl', { nullable: true }),
    tagline: t.exposeString('tagline', { nullable: true }),
    retribution: t.exposeInt('retribution', { nullable: true }),
    isAvailable: t.exposeBoolean('isAvailable'),
    availabilityDate: t.expose('availabilityDate', { type: 'Date', nullable: true }),
    availableNow: t.boolean({ resolve: (r) => isAvailable(r.isAvailable, r.availabilityDate) }),
    city: t.exposeString('city', { nullable: true }),
    distanceKm: t.exposeFloat('distanceKm', { nullable: true, description: 'Only when the search has a location.' }),
    status: t.expose('status', { type: FreelanceStatusEnum }),
    preUser: t.exposeBoolean('preUser'),
    profileScore: t.exposeInt('profileScore'),
    qualification: t.expose('qualification', {
      type: FreelanceQualificationEnum,
      nullable: true,
      description: 'The team’s verdict, null until assessed.',
    }),
    coveredSkillsCount: t.exposeInt('coveredSkillsCount'),
    coveredYears: t.exposeInt('coveredYears'),
    matchedSkills: t.expose('matchedSkills', { type: [MatchedSkillType] }),
  }),
});

const RequestedSkillType = builder
  .objectRef<{ id: number; name: string }>('TelescopeRequestedSkill')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }) });

const ResultListType = builder
  .objectRef<{ items: TelescopeResultRow[]; count: number; requestedSkills: { id: number; name: string }[] }>(
    'TelescopeResultList',
  )
  .implement({
    fields: (t) => ({
      count: t.exposeInt('count'),
      items: t.expose('items', { type: [ResultType] }),
      requestedSkills: t.expose('requestedSkills', {
        type: [RequestedSkillType],
        description: 'The skills of the search, with their names.',
      }),
    }),
  });

const FreelanceSearchType = builder.objectRef<FreelanceSearchRow>('FreelanceSearch').implement({
  description: 'A team member’s saved telescope search.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    filters: t.field({
      type: 'JSON',
      description: 'The filters as a TelescopeFiltersInput.',
      resolve: (s) => s.filters,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  telescope: t.field({
    type: ResultListType,
    description: 'The team’s freelancer search, by skills covered, years on them, then profile score.',
    authScopes: { teamMember: true },
    args: {
      filters: t.arg({ type: FiltersInput, required: true }),
      offset: t.arg.int(),
      limit: t.arg.int({ description: '25 (default), 50 or 100.' }),
    },
    resolve: (_root, args, context) => telescope.searchTelescope(context.deps.db, actorOf(context), args.filters, args),
  }),
  freelanceSearches: t.field({
    type: [FreelanceSearchType],
    description: 'The caller’s saved searches, newest first.',
    authScopes: { teamMember: true },
    resolve: (_root, _args, context) => telescope.listFreelanceSearches(context.deps.db, actorOf(context)),
  }),
  freelanceSearch: t.field({
    type: FreelanceSearchType,
    authScopes: { teamMember: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      telescope.readFreelanceSearch(context.deps.db, actorOf(context), Number(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  saveFreelanceSearch: t.field({
    type: FreelanceSearchType,
    description: 'Saves a new search, or updates one of the caller’s own when `id` is given.',
    authScopes: { teamMember: true },
    args: {
      id: t.arg.id(),
      name: t.arg.string({ required: true }),
      filters: t.arg({ type: FiltersInput, required: true }),
    },
    resolve: (_root, args, context) =>
      telescope.saveFreelanceSearch(context.deps.db, actorOf(context), {
        id: args.id === null || args.id === undefined ? null : Number(args.id),
        name: args.name,
        filters: args.filters,
      }),
  }),
  deleteFreelanceSearch: t.boolean({
    authScopes: { teamMember: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      telescope.deleteFreelanceSearch(context.deps.db, actorOf(context), Number(args.id)),
  }),
}));
