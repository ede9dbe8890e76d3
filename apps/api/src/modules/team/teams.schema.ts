import { teamMemberRoles } from '@orbite/domain/team';
import { builder } from '../../graphql/builder';
import { actorOf, type GraphQLContext } from '../../graphql/context';
import { inOrderOf, loaderOf } from '../../graphql/loaders';
import { findUsersByIds } from '../users/users.repository';
import type { UserRow } from '../users/users.tables';
import { TeamMemberType } from './team.schema';
import type { TeamMemberRow, TeamRow } from './team.tables';
import * as teams from './teams.service';

/** The caller of a team operation: the scopes let only team members in, the service checks again. */
export const teamCallerOf = (context: GraphQLContext): teams.TeamCaller => ({
  actor: actorOf(context),
  teamMemberId: context.viewer?.teamMember?.id ?? null,
});

const teamOnly = { teamMember: true } as const;

export const TeamMemberRoleEnum = builder.enumType('TeamMemberRole', { values: teamMemberRoles });

type TeamShape = TeamRow & { membersCount?: number };

/** A count per id, batched for a whole list (0 for an id with nothing). */
const countOf = (
  context: GraphQLContext,
  name: string,
  id: number,
  count: (db: GraphQLContext['deps']['db'], ids: readonly number[]) => Promise<Map<number, number>>,
) =>
  loaderOf<number, number>(context, name, async (ids) => {
    const counts = await count(context.deps.db, ids);
    return ids.map((key) => counts.get(key) ?? 0);
  })
    .load(id)
    .then((value) => value ?? 0);

export const TeamType = builder.objectRef<TeamShape>('Team').implement({
  description: 'A team of the back office (sales, talents, operations...); a team member belongs to one at most.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    membersCount: t.int({
      resolve: (team, _a, context) =>
        team.membersCount ?? countOf(context, 'teamMembersCount', team.id, teams.countMembersOfTeams),
    }),
    members: t.field({
      type: [TeamMemberType],
      description: 'By last name.',
      resolve: (team, _a, context) => teams.teamMembersList(context.deps.db, { teamId: team.id }),
    }),
  }),
});

const userOf = (context: GraphQLContext, member: TeamMemberRow) =>
  loaderOf<number, UserRow>(context, 'teamMemberUser', async (ids) =>
    inOrderOf(ids, new Map((await findUsersByIds(context.deps.db, ids)).map((user) => [user.id, user]))),
  ).load(member.userId);

builder.objectFields(TeamMemberType, (t) => ({
  firstName: t.string({ resolve: async (m, _a, c) => (await userOf(c, m))?.firstName ?? '' }),
  lastName: t.string({ resolve: async (m, _a, c) => (await userOf(c, m))?.lastName ?? '' }),
  fullName: t.string({
    resolve: async (m, _a, c) => {
      const user = await userOf(c, m);
      return user ? `${user.firstName} ${user.lastName}` : '';
    },
  }),
  email: t.string({ resolve: async (m, _a, c) => (await userOf(c, m))?.email ?? '' }),
  profilePictureUrl: t.string({
    nullable: true,
    resolve: async (m, _a, c) => (await userOf(c, m))?.profilePictureUrl ?? null,
  }),
  teamId: t.exposeID('teamId', { nullable: true }),
  team: t.field({
    type: TeamType,
    nullable: true,
    resolve: (m, _a, c) =>
      m.teamId === null
        ? null
        : loaderOf<number, TeamRow>(c, 'team', async (ids) =>
            inOrderOf(ids, new Map((await teams.findTeams(c.deps.db, ids)).map((team) => [team.id, team]))),
          ).load(m.teamId),
  }),
  assignedCompaniesCount: t.int({
    description: 'Companies this member follows as account manager.',
    resolve: (m, _a, c) => countOf(c, 'assignedCompanies', m.id, teams.countAssignedCompanies),
  }),
  assignedFreelancesCount: t.int({
    description: 'Freelancers this member follows as agent.',
    resolve: (m, _a, c) => countOf(c, 'assignedFreelances', m.id, teams.countAssignedFreelances),
  }),
}));

const TeamInput = builder.inputType('TeamInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
  }),
});

builder.queryFields((t) => ({
  teams: t.field({
    type: [TeamType],
    description: 'The back office teams, by name, with their member counts (team only).',
    authScopes: teamOnly,
    resolve: (_r, _a, context) => teams.listTeams(context.deps.db),
  }),
  team: t.field({
    type: TeamType,
    description: 'A team and its members (team only); 404 when unknown.',
    authScopes: teamOnly,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, context) => teams.readableTeam(context.deps.db, Number(args.id)),
  }),
  teamMembers: t.field({
    type: [TeamMemberType],
    description: 'Team members by last name, optionally those holding a role (the pickers) or of one team.',
    authScopes: teamOnly,
    args: { role: t.arg({ type: TeamMemberRoleEnum }), teamId: t.arg.id() },
    resolve: (_r, args, context) =>
      teams.teamMembersList(context.deps.db, {
        role: args.role ?? null,
        teamId: args.teamId ? Number(args.teamId) : null,
      }),
  }),
}));

builder.mutationFields((t) => ({
  createTeam: t.field({
    type: TeamType,
    description: 'A new team; 400 on `name` when empty, too long or already taken.',
    authScopes: teamOnly,
    args: { input: t.arg({ type: TeamInput, required: true }) },
    resolve: (_r, args, context) => teams.createTeam(context.deps, teamCallerOf(context), args.input),
  }),
  updateTeam: t.field({
    type: TeamType,
    authScopes: teamOnly,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: TeamInput, required: true }) },
    resolve: (_r, args, context) => teams.updateTeam(context.deps, teamCallerOf(context), Number(args.id), args.input),
  }),
  deleteTeam: t.boolean({
    description: 'Deletes a team; its members stay, without a team.',
    authScopes: teamOnly,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, context) => teams.deleteTeam(context.deps, teamCallerOf(context), Number(args.id)),
  }),
  setTeamMemberTeam: t.field({
    type: TeamMemberType,
    description: 'Moves a team member to a team, or out of any team when teamId is null.',
    authScopes: teamOnly,
    args: { teamMemberId: t.arg.id({ required: true }), teamId: t.arg.id() },
    resolve: (_r, args, context) =>
      teams.setTeamMemberTeam(
        context.deps,
        teamCallerOf(context),
        Number(args.teamMemberId),
        args.teamId ? Number(args.teamId) : null,
      ),
  }),
  setTeamMemberRoles: t.field({
    type: TeamMemberType,
    description:
      'Gives or takes the account manager and freelancer agent roles; 400 when taking a role the member still follows companies or freelancers under.',
    authScopes: teamOnly,
    args: {
      teamMemberId: t.arg.id({ required: true }),
      accountManager: t.arg.boolean({ required: true }),
      freelancerAgent: t.arg.boolean({ required: true }),
    },
    resolve: (_r, args, context) =>
      teams.setTeamMemberRoles(context.deps, teamCallerOf(context), Number(args.teamMemberId), {
        accountManager: args.accountManager,
        freelancerAgent: args.freelancerAgent,
      }),
  }),
}));
