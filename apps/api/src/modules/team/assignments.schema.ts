import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { inOrderOf, loaderOf } from '../../graphql/loaders';
import { CompanyType } from '../companies/companies.schema';
import type { CompanyRow } from '../companies/companies.tables';
import { FreelanceType } from '../freelancers/freelancers.schema';
import { accountManagerIdOf, assignAccountManager, assignFreelancerAgent, myCompanies } from './assignments.service';
import { findTeamMembersByIds } from './team.repository';
import { TeamMemberType } from './team.schema';
import type { TeamMemberRow } from './team.tables';
import { teamCallerOf } from './teams.schema';

const teamOnly = { teamMember: true } as const;

const memberLoader = (context: GraphQLContext) =>
  loaderOf<number, TeamMemberRow>(context, 'teamMemberById', async (ids) =>
    inOrderOf(ids, new Map((await findTeamMembersByIds(context.deps.db, ids)).map((m) => [m.id, m]))),
  );

builder.objectFields(CompanyType, (t) => ({
  accountManagerId: t.exposeID('accountManagerId', {
    nullable: true,
    authScopes: teamOnly,
    unauthorizedResolver: () => null,
  }),
  accountManager: t.field({
    type: TeamMemberType,
    nullable: true,
    description: 'The team member who follows this company (team only; null for others).',
    authScopes: teamOnly,
    unauthorizedResolver: () => null,
    resolve: (company, _a, context) =>
      company.accountManagerId === null ? null : memberLoader(context).load(company.accountManagerId),
  }),
}));

builder.objectFields(FreelanceType, (t) => ({
  talentSuccessManagerId: t.exposeID('talentSuccessManagerId', {
    nullable: true,
    authScopes: teamOnly,
    unauthorizedResolver: () => null,
  }),
  talentSuccessManager: t.field({
    type: TeamMemberType,
    nullable: true,
    description: 'The freelancer’s agent in the team (team only; null for others).',
    authScopes: teamOnly,
    unauthorizedResolver: () => null,
    resolve: (freelance, _a, context) =>
      freelance.talentSuccessManagerId === null ? null : memberLoader(context).load(freelance.talentSuccessManagerId),
  }),
}));

const MyCompaniesPageType = builder.objectRef<{ items: CompanyRow[]; count: number }>('MyCompaniesPage').implement({
  fields: (t) => ({
    items: t.field({ type: [CompanyType], resolve: (p) => p.items }),
    count: t.exposeInt('count'),
  }),
});

builder.queryFields((t) => ({
  companyAccountManager: t.field({
    type: TeamMemberType,
    nullable: true,
    description: 'The account manager of a company, null when none (team only); 404 when the company is unknown.',
    authScopes: teamOnly,
    args: { companyId: t.arg.id({ required: true }) },
    resolve: async (_r, args, context) => {
      const id = await accountManagerIdOf(context.deps.db, Number(args.companyId));
      return id === null ? null : memberLoader(context).load(id);
    },
  }),
  myCompanies: t.field({
    type: MyCompaniesPageType,
    description: 'The companies the viewer follows as account manager, by name, a page of 25, 50 or 100 (team only).',
    authScopes: teamOnly,
    args: { offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_r, args, context) => myCompanies(context.deps.db, teamCallerOf(context), args),
  }),
}));

builder.mutationFields((t) => ({
  assignAccountManager: t.field({
    type: CompanyType,
    description: 'Gives a company its account manager, or none (null); 400 on teamMemberId without the role.',
    authScopes: teamOnly,
    args: { companyId: t.arg.id({ required: true }), teamMemberId: t.arg.id() },
    resolve: (_r, args, context) =>
      assignAccountManager(
        context.deps,
        teamCallerOf(context),
        Number(args.companyId),
        args.teamMemberId ? Number(args.teamMemberId) : null,
      ),
  }),
  assignFreelancerAgent: t.field({
    type: FreelanceType,
    description: 'Gives a freelancer an agent, or none (null); 400 on teamMemberId without the role.',
    authScopes: teamOnly,
    args: { freelanceId: t.arg.id({ required: true }), teamMemberId: t.arg.id() },
    resolve: (_r, args, context) =>
      assignFreelancerAgent(
        context.deps,
        teamCallerOf(context),
        Number(args.freelanceId),
        args.teamMemberId ? Number(args.teamMemberId) : null,
      ),
  }),
}));
