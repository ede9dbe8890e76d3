import { searchResultTypes, searchScopes } from '@orbite/domain/search';
import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import type { SearchCaller } from './search.policy';
import type { MissionSearchRow } from './search.repository';
import {
  type MentionSuggestion,
  type MissionsSearchGroupResult,
  mentionSuggestions,
  missionsSearch,
  type SearchResult,
  search,
  searchAll,
} from './search.service';

const callerOf = (context: GraphQLContext): SearchCaller => ({
  role: context.viewer?.role ?? null,
  companyId: context.viewer?.role === 'corporate' ? (context.viewer.corporate?.companyId ?? null) : null,
});

const SearchScopeEnum = builder.enumType('SearchScope', {
  description: 'users: freelancers, corporates and team members; objects: companies and missions.',
  values: searchScopes,
});

const SearchResultTypeEnum = builder.enumType('SearchResultType', {
  description: 'The type names of the search result union, also the type codes of the mentions.',
  values: searchResultTypes,
});

const SearchResultRef = builder.objectRef<SearchResult>('SearchResult').implement({
  description: 'One result of the global search, with the back-office page it opens.',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: SearchResultTypeEnum, resolve: (result) => result.type }),
    title: t.exposeString('title'),
    subtitle: t.exposeString('subtitle', { nullable: true }),
    url: t.exposeString('url', { description: 'The page of the result in the back office.' }),
    pictureUrl: t.exposeString('pictureUrl', { nullable: true }),
  }),
});

const SearchResultPageRef = builder.objectRef<{ items: SearchResult[]; count: number }>('SearchResultPage').implement({
  fields: (t) => ({
    items: t.field({ type: [SearchResultRef], resolve: (page) => page.items }),
    count: t.exposeInt('count'),
  }),
});

const MissionSearchCompanyRef = builder.objectRef<MissionSearchRow>('MissionSearchCompany').implement({
  fields: (t) => ({
    id: t.id({ resolve: (row) => row.companyId }),
    name: t.string({ resolve: (row) => row.companyName }),
    logoUrl: t.string({ nullable: true, resolve: (row) => row.companyLogoUrl }),
  }),
});

const MissionSearchProjectRef = builder.objectRef<MissionSearchRow>('MissionSearchProject').implement({
  description: 'The project of a mission; until projects exist, it stands for the mission’s company (same id).',
  fields: (t) => ({
    id: t.id({ resolve: (row) => row.companyId }),
    company: t.field({ type: MissionSearchCompanyRef, resolve: (row) => row }),
  }),
});

const MissionSearchItemRef = builder.objectRef<MissionSearchRow>('MissionSearchItem').implement({
  description: 'A mission found by the mission search.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title', { nullable: true }),
    status: t.exposeString('status'),
    project: t.field({ type: MissionSearchProjectRef, resolve: (row) => row }),
  }),
});

const MissionSearchPageRef = builder.objectRef<MissionsSearchGroupResult['missions']>('MissionSearchPage').implement({
  fields: (t) => ({
    items: t.field({ type: [MissionSearchItemRef], resolve: (page) => page.items }),
    count: t.exposeInt('count'),
  }),
});

const MissionsSearchGroupResultRef = builder
  .objectRef<MissionsSearchGroupResult>('MissionsSearchGroupResult')
  .implement({
    fields: (t) => ({
      key: t.exposeString('key'),
      missions: t.field({ type: MissionSearchPageRef, resolve: (group) => group.missions }),
    }),
  });

const MissionsSearchFilters = builder.inputType('MissionsSearchFilters', {
  fields: (t) => ({
    statuses: t.stringList({ description: 'Mission statuses (any when absent).' }),
    companyIds: t.idList({ description: 'Companies (a corporate only ever reaches its own).' }),
  }),
});

const MissionsSearchGroup = builder.inputType('MissionsSearchGroup', {
  fields: (t) => ({
    key: t.string({ required: true, description: 'Names the group in the answer (`all` by default).' }),
    filters: t.field({ type: MissionsSearchFilters }),
    limit: t.int({ description: 'At most 10, 10 by default.' }),
  }),
});

const MentionSuggestionRef = builder.objectRef<MentionSuggestion>('MentionSuggestion').implement({
  fields: (t) => ({
    code: t.field({ type: SearchResultTypeEnum, resolve: (suggestion) => suggestion.code }),
    id: t.exposeID('id'),
    label: t.exposeString('label'),
    pictureUrl: t.exposeString('pictureUrl', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  search: t.field({
    type: [SearchResultRef],
    description: 'The 5 best freelancers, corporates and team members (users) or companies and missions (objects).',
    args: {
      query: t.arg.string({ required: true }),
      scope: t.arg({ type: SearchScopeEnum, required: true }),
    },
    authScopes: { teamMember: true },
    resolve: (_root, args, context) => search(context.deps.db, callerOf(context), args.query, args.scope),
  }),
  searchAll: t.field({
    type: SearchResultPageRef,
    description: 'All results of one type, page by page (the full results page).',
    args: {
      query: t.arg.string({ required: true }),
      type: t.arg({ type: SearchResultTypeEnum, required: true }),
      offset: t.arg.int(),
      limit: t.arg.int({ description: 'At most 50, 20 by default.' }),
    },
    authScopes: { teamMember: true },
    resolve: (_root, args, context) => searchAll(context.deps.db, callerOf(context), args),
  }),
  missionsSearch: t.field({
    type: [MissionsSearchGroupResultRef],
    description:
      'Missions by title words or number (`#12`), per group: from 3 characters or `#` and more; no text lists by the filters.',
    args: {
      search: t.arg.string(),
      groups: t.arg({ type: [MissionsSearchGroup] }),
    },
    authScopes: { teamMember: true, corporate: true },
    resolve: (_root, args, context) => missionsSearch(context.deps.db, callerOf(context), args.search, args.groups),
  }),
  mentionSuggestions: t.field({
    type: [MentionSuggestionRef],
    description: 'After `@` people, after `#` missions; nothing until a character follows the trigger.',
    args: { query: t.arg.string({ required: true }) },
    authScopes: { teamMember: true },
    resolve: (_root, args, context) => mentionSuggestions(context.deps.db, callerOf(context), args.query),
  }),
}));
