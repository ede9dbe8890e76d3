import { builder } from '../../graphql/builder';
import { loadViewer, loadViewers, type Viewer } from '../auth/auth.viewer';
import { unreadChatMessagesCountOf, unseenMentionsCountOf } from '../chat/chat.loaders';
import { CorporateType } from '../companies/companies.schema';
import { FreelanceType } from '../freelancers/freelancers.schema';
import { TeamMemberType } from '../team/team.schema';
import { searchUsers } from './users.repository';

export const UserRoleEnum = builder.enumType('UserRole', {
  values: ['corporate', 'freelancer', 'teamMember', 'chatUser'] as const,
});

/** The team member behind an impersonated session. */
const ImpersonatorType = builder.objectRef<Viewer>('Impersonator').implement({
  fields: (t) => ({
    id: t.id({ resolve: (v) => v.user.id }),
    email: t.string({ resolve: (v) => v.user.email }),
    firstName: t.string({ resolve: (v) => v.user.firstName }),
    lastName: t.string({ resolve: (v) => v.user.lastName }),
    fullName: t.string({ resolve: (v) => `${v.user.firstName} ${v.user.lastName}` }),
    teamMemberId: t.id({ nullable: true, resolve: (v) => v.teamMember?.id ?? null }),
  }),
});

export const UserType = builder.objectRef<Viewer>('User').implement({
  fields: (t) => ({
    id: t.id({ resolve: (v) => v.user.id }),
    email: t.string({ resolve: (v) => v.user.email }),
    firstName: t.string({ resolve: (v) => v.user.firstName }),
    lastName: t.string({ resolve: (v) => v.user.lastName }),
    fullName: t.string({ resolve: (v) => `${v.user.firstName} ${v.user.lastName}` }),
    phoneNumber: t.string({ nullable: true, resolve: (v) => v.user.phoneNumber }),
    jobTitle: t.string({ nullable: true, resolve: (v) => v.user.jobTitle }),
    slackId: t.string({ nullable: true, resolve: (v) => v.user.slackId }),
    slackUsername: t.string({ nullable: true, resolve: (v) => v.user.slackUsername }),
    pendingActivation: t.boolean({ resolve: (v) => v.user.pendingActivation }),
    emailConfirmed: t.boolean({
      description:
        'Whether the user proved their address: false after a freelancer’s own sign-up until the mailed link is opened.',
      resolve: (v) => v.user.emailConfirmedAt !== null,
    }),
    permissions: t.field({
      type: 'JSON',
      description: 'Permission flags, each true or false.',
      resolve: (v) => v.permissions,
    }),
    profilePictureUrl: t.string({ nullable: true, resolve: (v) => v.user.profilePictureUrl }),
    termsValidated: t.boolean({ resolve: (v) => Boolean(v.user.termsValidatedAt) }),
    termsValidatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (v) => v.user.termsValidatedAt }),
    unreadChatMessagesCount: t.int({
      description: 'Messages of others, not deleted, after the user’s read mark, over the conversations they are in.',
      resolve: (v, _args, context) => unreadChatMessagesCountOf(context, v.user.id),
    }),
    unseenMentionsCount: t.int({
      description: 'Mentions of the user after mentionsViewedAt.',
      resolve: (v, _args, context) => unseenMentionsCountOf(context, v.user.id, v.user.mentionsViewedAt),
    }),
    mentionsViewedAt: t.field({ type: 'DateTime', nullable: true, resolve: (v) => v.user.mentionsViewedAt }),
    role: t.field({ type: UserRoleEnum, nullable: true, resolve: (v) => v.role }),
    impersonating: t.field({
      type: ImpersonatorType,
      nullable: true,
      description: 'The team member impersonating this user in the current session.',
      resolve: (v, _args, context) =>
        context.viewer?.user.id === v.user.id ? (context.state?.impersonator ?? null) : null,
    }),
    freelance: t.field({ type: FreelanceType, nullable: true, resolve: (v) => v.freelance }),
    corporate: t.field({ type: CorporateType, nullable: true, resolve: (v) => v.corporate }),
    teamMember: t.field({ type: TeamMemberType, nullable: true, resolve: (v) => v.teamMember }),
    notificationMediumList: t.stringList({ resolve: (v) => v.user.notificationMediumList }),
    notificationCategoryList: t.stringList({ resolve: (v) => v.user.notificationCategoryList }),
    createdAt: t.field({ type: 'DateTime', resolve: (v) => v.user.createdAt }),
  }),
});

const UserListType = builder
  .objectRef<{ count: number; items: Viewer[] }>('UserList')
  .implement({ fields: (t) => ({ count: t.exposeInt('count'), items: t.expose('items', { type: [UserType] }) }) });

builder.queryFields((t) => ({
  me: t.field({
    type: UserType,
    nullable: true,
    description: 'The signed-in user (the impersonated one while impersonating), null when signed out.',
    authScopes: { public: true },
    resolve: (_root, _args, context) => context.viewer,
  }),
  users: t.field({
    type: UserListType,
    description: 'Every user, newest first, for the team.',
    authScopes: { teamMember: true },
    args: { search: t.arg.string(), offset: t.arg.int(), limit: t.arg.int() },
    resolve: async (_root, args, context) => {
      const limit = Math.min(Math.max(args.limit ?? 25, 1), 100);
      const offset = Math.max(args.offset ?? 0, 0);
      const page = await searchUsers(context.deps.db, { search: args.search ?? null, offset, limit });
      return { count: page.count, items: await loadViewers(context.deps.db, page.items) };
    },
  }),
}));

builder.objectFields(FreelanceType, (t) => ({
  user: t.field({
    type: UserType,
    description: 'The person behind the profile (names, contact, picture).',
    resolve: async (freelance, _args, context) => (await loadViewer(context.deps.db, freelance.userId))!,
  }),
}));
