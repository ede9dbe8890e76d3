import { agencyStates } from '@orbite/domain/agency';
import { builder } from '../../graphql/builder';
import type { AgencyAgentRow } from './agency.repository';
import * as agencyService from './agency.service';
import { teamCallerOf } from './teams.schema';

const AgencyStateEnum = builder.enumType('AgencyState', {
  values: agencyStates,
  description: 'endingSoon: a mission ending within 30 days; availableSoon: free within 30 days.',
});

const AgencyAgentType = builder.objectRef<AgencyAgentRow>('AgencyAgent').implement({
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The team member’s id.' }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    count: t.exposeInt('count', { description: 'The freelancers they follow.' }),
  }),
});

const AgencyMemberType = builder.objectRef<agencyService.AgencyMember>('AgencyMember').implement({
  description: 'A freelancer of a portfolio and where they stand today.',
  fields: (t) => ({
    freelanceId: t.exposeID('freelanceId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    jobTitle: t.exposeString('jobTitle', { nullable: true }),
    retribution: t.exposeInt('retribution', { nullable: true }),
    isAvailable: t.exposeBoolean('isAvailable'),
    availabilityDate: t.expose('availabilityDate', { type: 'Date', nullable: true }),
    agentId: t.exposeID('agentId'),
    agentName: t.exposeString('agentName'),
    state: t.field({ type: AgencyStateEnum, resolve: (member) => member.state }),
    missionId: t.exposeID('missionId', { nullable: true }),
    missionTitle: t.exposeString('missionTitle', { nullable: true }),
    companyName: t.exposeString('companyName', { nullable: true }),
    missionStartDate: t.expose('missionStartDate', { type: 'Date', nullable: true }),
    missionEndDate: t.expose('missionEndDate', { type: 'Date', nullable: true }),
  }),
});

const AgencyType = builder.objectRef<Awaited<ReturnType<typeof agencyService.agency>>>('Agency').implement({
  fields: (t) => ({
    agents: t.field({ type: [AgencyAgentType], resolve: (a) => a.agents }),
    members: t.field({ type: [AgencyMemberType], resolve: (a) => a.members }),
    truncated: t.exposeBoolean('truncated', { description: 'More than 500 freelancers: the first 500 by name.' }),
    soonDays: t.exposeInt('soonDays'),
    viewerId: t.exposeID('viewerId', { description: 'The viewer’s team member id: their own portfolio.' }),
  }),
});

builder.queryFields((t) => ({
  agency: t.field({
    type: AgencyType,
    description: 'The agents and one agent’s portfolio (the whole agency’s without agentId), team only.',
    authScopes: { teamMember: true },
    args: { agentId: t.arg.id() },
    resolve: (_r, args, context) =>
      agencyService.agency(context.deps.db, teamCallerOf(context), args.agentId ? Number(args.agentId) : null),
  }),
}));
