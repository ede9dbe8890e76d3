import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { FreelanceType } from '../freelancers/freelancers.schema';
import { BackofficeMissionType, teamCallerOf } from './backoffice-companies.schema';
import type { CorporateListRow } from './backoffice-corporates.repository';
import * as repository from './backoffice-corporates.repository';
import {
  corporateForTeam,
  createCorporateForTeam,
  listCorporatesForTeam,
  postedMissions,
  toggleCorporateBookmark,
  updateCorporateForTeam,
} from './backoffice-corporates.service';
import { CorporateRoleEnum, CorporateType } from './companies.schema';
import type { CorporateRow } from './companies.tables';
import { flagsOf } from './crew.policy';
import { CorporatePermissionsInput, CorporatePermissionsType } from './invitations.schema';

const team = { teamMember: true } as const;

/** The back-office view of a corporate: the row itself when it came from a back-office query, else read. */
async function detailOf(corporate: CorporateRow, context: GraphQLContext): Promise<CorporateListRow | null> {
  if ('email' in corporate) return corporate as CorporateListRow;
  return repository.findCorporateForTeam(context.deps.db, corporate.id, context.viewer?.user.id ?? 0);
}

const teamField = <K extends keyof CorporateListRow>(key: K) => ({
  authScopes: team,
  unauthorizedResolver: () => null,
  resolve: async (corporate: CorporateRow, _a: unknown, context: GraphQLContext) =>
    ((await detailOf(corporate, context))?.[key] ?? null) as never,
});

builder.objectFields(CorporateType, (t) => ({
  userId: t.id({ nullable: true, ...teamField('userId') }),
  firstName: t.string({ nullable: true, ...teamField('firstName') }),
  lastName: t.string({ nullable: true, ...teamField('lastName') }),
  email: t.string({ nullable: true, ...teamField('email') }),
  phoneNumber: t.string({ nullable: true, ...teamField('phoneNumber') }),
  jobTitle: t.string({ nullable: true, ...teamField('jobTitle') }),
  pendingActivation: t.boolean({
    nullable: true,
    description: 'The person has not chosen a password yet (team only).',
    ...teamField('pendingActivation'),
  }),
  createdAt: t.expose('createdAt', { type: 'DateTime' }),
  teamMemberBookmark: t.boolean({
    nullable: true,
    description: 'Whether the viewing team member bookmarked this corporate.',
    ...teamField('isBookmarked'),
  }),
  missions: t.int({
    nullable: true,
    description: 'How many missions this corporate posted (team only).',
    ...teamField('missionsCount'),
  }),
  permissions: t.field({
    type: CorporatePermissionsType,
    description: 'The permission flags of the client user.',
    resolve: (corporate) => flagsOf(corporate.permissions),
  }),
  postedMissions: t.field({
    type: [BackofficeMissionType],
    description: 'The missions this corporate posted, newest first (team only).',
    authScopes: team,
    unauthorizedResolver: () => [],
    resolve: (corporate, _a, context) => postedMissions(context.deps, corporate.id),
  }),
}));

// The user behind a freelancer profile, for the team's "Se connecter en tant que" on the freelancer page.
builder.objectFields(FreelanceType, (t) => ({
  userId: t.exposeID('userId', {
    nullable: true,
    description: 'The user holding this profile (team only, to impersonate them).',
    authScopes: team,
    unauthorizedResolver: () => null,
  }),
}));

const CorporatePageType = builder.objectRef<{ count: number; items: CorporateListRow[] }>('CorporatePage').implement({
  fields: (t) => ({ count: t.exposeInt('count'), items: t.expose('items', { type: [CorporateType] }) }),
});

const CreateCorporateInput = builder.inputType('CreateCorporateInput', {
  fields: (t) => ({
    companyId: t.id({ required: true }),
    email: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    phoneNumber: t.string(),
    jobTitle: t.string(),
    role: t.field({ type: CorporateRoleEnum, required: true }),
    permissions: t.field({ type: CorporatePermissionsInput }),
    hasNovaAccess: t.boolean(),
  }),
});

const UpdateCorporateInput = builder.inputType('UpdateCorporateInput', {
  description: 'Fields left out stay unchanged; flags left out of permissions too.',
  fields: (t) => ({
    role: t.field({ type: CorporateRoleEnum }),
    permissions: t.field({ type: CorporatePermissionsInput }),
    hasNovaAccess: t.boolean(),
    comments: t.string(),
  }),
});

builder.queryFields((t) => ({
  corporates: t.field({
    type: CorporatePageType,
    description: 'Client users, newest first, for the team; `bookmarked` keeps the viewer’s bookmarks.',
    authScopes: team,
    args: {
      search: t.arg.string(),
      companyId: t.arg.id(),
      bookmarked: t.arg.boolean(),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_r, args, context) =>
      listCorporatesForTeam(context.deps, teamCallerOf(context), {
        ...args,
        companyId: args.companyId ? Number(args.companyId) : null,
      }),
  }),
  corporate: t.field({
    type: CorporateType,
    authScopes: team,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, context) => corporateForTeam(context.deps, teamCallerOf(context), Number(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  toggleCorporateBookmark: t.field({
    type: CorporateType,
    description: 'Bookmarks the corporate for the viewing team member, or removes the bookmark.',
    authScopes: team,
    args: { corporateId: t.arg.id({ required: true }) },
    resolve: (_r, args, context) =>
      toggleCorporateBookmark(context.deps, teamCallerOf(context), Number(args.corporateId)),
  }),
  createCorporate: t.field({
    type: CorporateType,
    description: 'The team adds a user to a company and mails them the invitation link (551 when the e-mail is used).',
    authScopes: team,
    args: { input: t.arg({ type: CreateCorporateInput, required: true }) },
    resolve: (_r, args, context) =>
      createCorporateForTeam(context.deps, teamCallerOf(context), {
        ...args.input,
        companyId: Number(args.input.companyId),
        permissions: args.input.permissions as Record<string, boolean | null> | null,
      }),
  }),
  updateCorporate: t.field({
    type: CorporateType,
    description: 'The team changes a client user’s role, flags, Nova access or notes; the last admin keeps the rights.',
    authScopes: team,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateCorporateInput, required: true }) },
    resolve: (_r, args, context) =>
      updateCorporateForTeam(context.deps, teamCallerOf(context), Number(args.id), {
        ...args.input,
        permissions: args.input.permissions as Record<string, boolean | null> | null,
      }),
  }),
}));
