import { missionSortOrders } from '@orbite/domain/mission';
import { backofficeMissionTabs, corporateMissionTabs } from '@orbite/domain/mission-status';
import { builder } from '../../graphql/builder';
import { primeKnown } from '../../graphql/loaders';
import { clientOrTeam } from '../../graphql/market-scopes';
import { selectedFieldNames } from '../../graphql/selection';
import { marketCallerOf } from './missions.caller';
import * as lists from './missions.lists';
import type { MissionListRow } from './missions.repository';
import { companyLoader, MissionStatusEnum, MissionType } from './missions.schema';
import type { MissionRow } from './missions.tables';

// The mission lists: a page of missions by tab (the team's back-office modes, a client's tabs), the tabs' counters
// and the companies of the team's company filter.

export const MissionSortOrderEnum = builder.enumType('MissionSortOrder', { values: missionSortOrders });
const listModes = [...new Set([...Object.keys(backofficeMissionTabs), ...Object.keys(corporateMissionTabs)])];
export const MissionListModeEnum = builder.enumType('MissionListMode', {
  description:
    'Back office: validation, matching, care, ongoing, draft, archived, all. Clients: deposit, contracted, archived, all.',
  values: listModes,
});
export const SortDirectionEnum = builder.enumType('SortDirection', { values: ['asc', 'desc'] as const });

const MissionCompanyType = builder
  .objectRef<{ id: number; name: string; missionCount: number }>('MissionCompany')
  .implement({
    description: 'A company that has missions, for the filter of the team’s list.',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      missionCount: t.exposeInt('missionCount'),
    }),
  });

/**
 * The Mission fields whose resolvers read only a list row's columns (`MissionListRow`): a list whose items
 * ask for these alone reads list rows (the lists' screens); any other field, whole rows. A field joins only
 * if its resolver (and the policy it calls) reads nothing else: missions.lists.test.ts checks that each
 * answers the same from a list row as from the whole row.
 */
export const listRowFields: ReadonlySet<string> = new Set([
  '__typename',
  'id',
  'title',
  'status',
  'statusColor',
  'ongoingStatus',
  'category',
  'workingTime',
  'daysPerWeek',
  'startDate',
  'durationInDays',
  'estimatedEndDate',
  'retribution',
  'businessVolume',
  'huntingPriorityScore',
  'createdAt',
  'createdDuration',
  'company',
  'missingRating',
  'dealSubStatus',
]);

const MissionPageType = builder.objectRef<{ items: MissionListRow[]; count: number }>('MissionPage').implement({
  fields: (t) => ({
    // List rows only when the selection reads `listRowFields` alone (the `missions` query checks it).
    items: t.field({ type: [MissionType], resolve: (p) => p.items as MissionRow[] }),
    count: t.exposeInt('count'),
  }),
});

const MissionStatusCountType = builder.objectRef<{ status: string; count: number }>('MissionStatusCount').implement({
  fields: (t) => ({
    status: t.field({ type: MissionStatusEnum, resolve: (c) => c.status as never }),
    count: t.exposeInt('count'),
  }),
});

builder.queryFields((t) => ({
  missions: t.field({
    type: MissionPageType,
    description: 'A page of missions: every company’s for the team, the company’s own for a corporate.',
    authScopes: clientOrTeam,
    args: {
      mode: t.arg({ type: MissionListModeEnum }),
      sort: t.arg({ type: MissionSortOrderEnum }),
      direction: t.arg({ type: SortDirectionEnum }),
      search: t.arg.string(),
      companyId: t.arg.id(),
      category: t.arg.string(),
      offset: t.arg.int(),
      limit: t.arg.int(),
      mine: t.arg.boolean({
        description: 'The team only: missions of the companies the viewer is account manager of.',
      }),
    },
    resolve: async (_r, { mine, ...args }, context, info) => {
      const rows = [...selectedFieldNames(info, ['items'])].every((field) => listRowFields.has(field))
        ? 'list'
        : 'whole';
      const page = await lists.listMissions(
        context.deps,
        marketCallerOf(context),
        {
          ...args,
          companyId: args.companyId ? Number(args.companyId) : null,
          companyAccountManagerId: mine ? (context.viewer?.teamMember?.id ?? -1) : null,
        },
        rows,
      );
      primeKnown(
        context,
        companyLoader(context),
        'company',
        page.companies.map((company) => [company.id, company]),
      );
      return page;
    },
  }),
  missionStatusCounts: t.field({
    type: [MissionStatusCountType],
    description: 'How many missions are in each status, for the tab counters.',
    authScopes: clientOrTeam,
    resolve: async (_r, _a, context) =>
      Object.entries(await lists.missionCounts(context.deps, marketCallerOf(context))).map(([status, count]) => ({
        status,
        count,
      })),
  }),
  missionCompanies: t.field({
    type: [MissionCompanyType],
    description: 'Companies that have missions, by name (the company filter of the team’s list).',
    authScopes: { teamMember: true },
    args: {
      search: t.arg.string(),
      ids: t.arg.idList(),
      limit: t.arg.int(),
      all: t.arg.boolean({ description: 'Every company, also those without missions yet (drafting a first one).' }),
    },
    resolve: (_r, args, context) =>
      lists.missionCompanies(context.deps, marketCallerOf(context), {
        search: args.search,
        ids: args.ids?.map(Number),
        limit: args.limit,
        all: args.all,
      }),
  }),
}));
