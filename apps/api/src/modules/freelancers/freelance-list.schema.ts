import { freelanceAcquisitionSources } from '@orbite/domain/enums';
import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { loaderOf } from '../../graphql/loaders';
import { forbidden } from '../../platform/errors';
import { SortDirectionEnum } from '../missions/missions.lists.schema';
import { QualificationEnum } from '../telescope/telescope.schema';
import { favoritesOf, toggleFreelanceFavorite } from './favorites.service';
import {
  type FreelanceListFilters,
  type FreelanceListItem,
  freelanceListModes,
  freelanceListSorts,
} from './freelance-list.repository';
import { freelanceModeCounts, freelancesPage } from './freelance-list.service';
import { FreelanceStatusEnum, FreelanceType } from './freelancers.schema';
import { FreelanceQualificationEnum } from './qualification.schema';

/** The viewer's team member id; the scopes let only team members in, this keeps the type honest. */
const teamMemberIdOf = (context: GraphQLContext) => {
  const id = context.viewer?.teamMember?.id;
  if (!id) throw forbidden();
  return id;
};

export const FreelanceListModeEnum = builder.enumType('FreelanceListMode', {
  description:
    'Back office freelancers list: favorites (the viewer’s), all, archived (banned or wrong scope), new, onMission (a signed deal running), preUsers, users (signed up), toReview (qualification pending, or new with a filled profile).',
  values: freelanceListModes,
});
const FreelanceListSortEnum = builder.enumType('FreelanceListSort', { values: freelanceListSorts });

const FreelanceAcquisitionSourceEnum = builder.enumType('FreelanceAcquisitionSource', {
  values: freelanceAcquisitionSources,
});

const FiltersInput = builder.inputType('FreelanceListFilters', {
  fields: (t) => ({
    text: t.string({ description: 'In the name, e-mail or tagline.' }),
    skillIds: t.idList({ description: 'Every one of these skills is held.' }),
    statuses: t.field({ type: [FreelanceStatusEnum] }),
    qualifications: t.field({ type: [QualificationEnum] }),
    availableBy: t.field({ type: 'Date', description: 'Available now, or by this day.' }),
    acquisitionSources: t.field({
      type: [FreelanceAcquisitionSourceEnum],
      description: 'Came to the marketplace through one of these channels.',
    }),
    mine: t.boolean({ description: 'Only the freelancers whose agent is the viewer.' }),
  }),
});
type FiltersShape = typeof FiltersInput.$inferInput;

const toFilters = (input: FiltersShape | null | undefined): FreelanceListFilters => ({
  text: input?.text ?? null,
  skillIds: input?.skillIds?.map(Number) ?? null,
  statuses: input?.statuses ?? null,
  qualifications: input?.qualifications ?? null,
  availableBy: input?.availableBy ? String(input.availableBy).slice(0, 10) : null,
  acquisitionSources: input?.acquisitionSources ?? null,
  mine: input?.mine ?? null,
});

const SkillType = builder.objectRef<FreelanceListItem['skills'][number]>('FreelanceListSkill').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    duration: t.exposeInt('duration', { nullable: true, description: 'Years of practice.' }),
  }),
});

export const FreelanceListItemType = builder.objectRef<FreelanceListItem>('FreelanceListItem').implement({
  description: 'A row of the back office freelancers list, read in one statement with its page.',
  fields: (t) => ({
    id: t.exposeID('id'),
    publicId: t.exposeString('publicId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    emailConfirmed: t.exposeBoolean('emailConfirmed', {
      description: 'False until a freelancer who signed up alone opens the confirmation link.',
    }),
    profilePictureUrl: t.exposeString('profilePictureUrl', { nullable: true }),
    tagline: t.exposeString('tagline', { nullable: true }),
    status: t.expose('status', { type: FreelanceStatusEnum }),
    preUser: t.exposeBoolean('preUser'),
    qualification: t.expose('qualification', { type: FreelanceQualificationEnum, nullable: true }),
    retribution: t.exposeInt('retribution', { nullable: true }),
    isAvailable: t.exposeBoolean('isAvailable'),
    availabilityDate: t.expose('availabilityDate', { type: 'Date', nullable: true }),
    profileScore: t.exposeInt('profileScore'),
    isFavorite: t.exposeBoolean('isFavorite', { description: 'In the viewer’s favourites.' }),
    skills: t.field({
      type: [SkillType],
      description: 'Up to 5, the longest practised first.',
      resolve: (i) => i.skills,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const PageType = builder.objectRef<{ items: FreelanceListItem[]; count: number }>('FreelanceListPage').implement({
  fields: (t) => ({
    items: t.field({ type: [FreelanceListItemType], resolve: (p) => p.items }),
    count: t.exposeInt('count'),
  }),
});

const ModeCountType = builder
  .objectRef<{ mode: (typeof freelanceListModes)[number]; count: number }>('FreelanceModeCount')
  .implement({
    fields: (t) => ({
      mode: t.expose('mode', { type: FreelanceListModeEnum }),
      count: t.exposeInt('count'),
    }),
  });

builder.queryFields((t) => ({
  freelances: t.field({
    type: PageType,
    description: 'The back office freelancers list: a mode, filters, a sort and a page of 25, 50 or 100 (team only).',
    authScopes: { teamMember: true },
    args: {
      mode: t.arg({ type: FreelanceListModeEnum }),
      filters: t.arg({ type: FiltersInput }),
      sort: t.arg({ type: FreelanceListSortEnum }),
      direction: t.arg({ type: SortDirectionEnum }),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_r, args, context) =>
      freelancesPage(context.deps.db, teamMemberIdOf(context), { ...args, filters: toFilters(args.filters) }),
  }),
  freelanceModeCounts: t.field({
    type: [ModeCountType],
    description: 'How many freelancers each mode holds under the same filters: the tab counters (team only).',
    authScopes: { teamMember: true },
    args: { filters: t.arg({ type: FiltersInput }) },
    resolve: (_r, args, context) =>
      freelanceModeCounts(context.deps.db, teamMemberIdOf(context), toFilters(args.filters)),
  }),
}));

builder.mutationFields((t) => ({
  toggleFreelanceFavorite: t.boolean({
    description: 'Stars the freelancer for the viewer, or removes the star: true when now a favourite (team only).',
    authScopes: { teamMember: true },
    args: { freelanceId: t.arg.id({ required: true }) },
    resolve: (_r, args, context) =>
      toggleFreelanceFavorite(context.deps.db, teamMemberIdOf(context), Number(args.freelanceId)),
  }),
}));

builder.objectFields(FreelanceType, (t) => ({
  isFavorite: t.boolean({
    description: 'In the viewer’s favourites (false for anyone but a team member); one query for a whole list.',
    resolve: async (freelance, _a, context) => {
      const teamMemberId = context.viewer?.teamMember?.id;
      if (!teamMemberId) return false;
      const loader = loaderOf<number, boolean>(context, 'freelanceIsFavorite', (ids) =>
        favoritesOf(context.deps.db, teamMemberId, ids),
      );
      return (await loader.load(freelance.id)) ?? false;
    },
  }),
}));
