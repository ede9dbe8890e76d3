import { builder } from '../../graphql/builder';
import { CorporateRoleEnum } from './companies.schema';
import { flagsOf } from './crew.policy';
import type { CommunityRow, CrewMemberRow } from './crew.repository';
import { communityOf, crewOf, removeCrewMember, updateCrewMember } from './crew.service';
import { CorporatePermissionsInput, CorporatePermissionsType } from './invitations.schema';

type CrewMemberView = CrewMemberRow & { isViewer: boolean };

const CrewMemberType = builder.objectRef<CrewMemberView>('CrewMember').implement({
  description: 'A user of the client company, as its crew page shows them.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The corporate’s id.' }),
    userId: t.exposeID('userId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    pictureUrl: t.exposeString('pictureUrl', { nullable: true }),
    role: t.expose('role', { type: CorporateRoleEnum }),
    permissions: t.field({ type: CorporatePermissionsType, resolve: (m) => flagsOf(m.permissions) }),
    lastSignInAt: t.expose('lastSignInAt', { type: 'DateTime', nullable: true }),
    isViewer: t.exposeBoolean('isViewer'),
  }),
});

const CrewType = builder
  .objectRef<{ members: CrewMemberView[]; canEdit: boolean; canInviteAdmins: boolean }>('Crew')
  .implement({
    fields: (t) => ({
      members: t.expose('members', { type: [CrewMemberType] }),
      canEdit: t.exposeBoolean('canEdit', { description: 'The viewer may change roles and flags and remove users.' }),
      canInviteAdmins: t.exposeBoolean('canInviteAdmins'),
    }),
  });

const CommunityFreelancerType = builder.objectRef<CommunityRow>('CommunityFreelancer').implement({
  description: 'A freelancer the company worked with.',
  fields: (t) => ({
    id: t.exposeID('freelanceId'),
    publicId: t.exposeString('publicId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    title: t.exposeString('title', { nullable: true }),
    pictureUrl: t.exposeString('pictureUrl', { nullable: true }),
    isAvailable: t.exposeBoolean('isAvailable'),
    availabilityDate: t.exposeString('availabilityDate', { nullable: true }),
    hasPublicProfile: t.boolean({
      description: 'Whether the public profile page exists (validated freelancers).',
      resolve: (f) => f.status === 'validated',
    }),
    lastMissionId: t.exposeID('lastMissionId'),
    lastMissionTitle: t.exposeString('lastMissionTitle', { nullable: true }),
    lastWorkedAt: t.expose('lastWorkedAt', { type: 'DateTime' }),
    rating: t.exposeFloat('rating', { nullable: true, description: 'The company’s average rating, 1 to 5.' }),
  }),
});

const CommunityPageType = builder
  .objectRef<Awaited<ReturnType<typeof communityOf>>>('CommunityFreelancerPage')
  .implement({
    fields: (t) => ({
      nodes: t.expose('nodes', { type: [CommunityFreelancerType] }),
      total: t.exposeInt('total'),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
    }),
  });

builder.queryFields((t) => ({
  crew: t.field({
    type: CrewType,
    description: 'The users of the viewer’s company: admins and showCrew holders (checked by the crew policy).',
    authScopes: { corporate: true },
    resolve: async (_r, _a, context) => {
      const { actor, members, canEdit } = await crewOf(context.deps, context.viewer!);
      return {
        members: members.map((m) => ({ ...m, isViewer: m.id === actor.corporateId })),
        canEdit,
        canInviteAdmins: canEdit,
      };
    },
  }),
  communityFreelancers: t.field({
    type: CommunityPageType,
    description: 'The freelancers the viewer’s company worked with (confirmed or under a signed deal).',
    authScopes: { $all: { corporate: true, permission: 'showCommunity' } },
    args: { page: t.arg.int(), pageSize: t.arg.int() },
    resolve: (_r, args, context) => communityOf(context.deps, context.viewer!, args.page ?? 1, args.pageSize ?? 25),
  }),
}));

builder.mutationFields((t) => ({
  updateCrewMember: t.field({
    type: CrewMemberType,
    description: 'Changes a colleague’s role or flags: admins only; the last admin keeps the admin rights.',
    authScopes: { corporate: true },
    args: {
      id: t.arg.id({ required: true }),
      role: t.arg({ type: CorporateRoleEnum }),
      permissions: t.arg({ type: CorporatePermissionsInput }),
    },
    resolve: async (_r, args, context) => {
      const member = await updateCrewMember(context.deps, context.viewer!, Number(args.id), {
        role: args.role,
        permissions: args.permissions as Record<string, boolean | null> | null,
      });
      return { ...member, isViewer: member.id === context.viewer?.corporate?.id };
    },
  }),
  removeCrewMember: t.field({
    type: 'Boolean',
    description: 'Removes a user from the company: 643 for oneself, the last admin or the author of missions.',
    authScopes: { corporate: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, context) => removeCrewMember(context.deps, context.viewer!, Number(args.id)),
  }),
}));
