import { corporatePermissions } from '@orbite/domain/roles';
import { builder } from '../../graphql/builder';
import { CorporateRoleEnum } from './companies.schema';
import { flagsOf } from './crew.policy';
import {
  inviteCorporate,
  pendingInvitations,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from './invitations.service';
import type { CorporateInvitationRow } from './invitations.tables';

type Flags = ReturnType<typeof flagsOf>;

export const CorporatePermissionsType = builder.objectRef<Flags>('CorporatePermissions').implement({
  description: 'The permission flags of a client user: which sections of the enterprise area they reach.',
  fields: (t) => ({
    showProfile: t.exposeBoolean('showProfile'),
    showMissions: t.exposeBoolean('showMissions'),
    showAdministration: t.exposeBoolean('showAdministration'),
    showCommunity: t.exposeBoolean('showCommunity'),
    showCrew: t.exposeBoolean('showCrew'),
  }),
});

export const CorporatePermissionsInput = builder.inputType('CorporatePermissionsInput', {
  description: 'Flags left out are false when inviting, unchanged when editing.',
  fields: (t) => Object.fromEntries(corporatePermissions.map((flag) => [flag, t.boolean()])) as never,
});

const CorporateInvitationType = builder.objectRef<CorporateInvitationRow>('CorporateInvitation').implement({
  description: 'A pending invitation to join the company (the link itself is only in the mail).',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    role: t.expose('role', { type: CorporateRoleEnum }),
    permissions: t.field({ type: CorporatePermissionsType, resolve: (i) => flagsOf(i.permissions) }),
    sentAt: t.expose('sentAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    expired: t.boolean({ resolve: (i) => i.expiresAt.getTime() <= Date.now() }),
    revoked: t.boolean({ resolve: (i) => i.revokedAt !== null }),
  }),
});

const InvitationPreviewType = builder
  .objectRef<Awaited<ReturnType<typeof previewInvitation>>>('CorporateInvitationPreview')
  .implement({
    description: 'What the sign-up page shows to an invited person before they join.',
    fields: (t) => ({
      companyName: t.exposeString('companyName'),
      email: t.string({ resolve: (p) => p.invitation.email }),
      firstName: t.string({ nullable: true, resolve: (p) => p.invitation.firstName }),
      lastName: t.string({ nullable: true, resolve: (p) => p.invitation.lastName }),
      role: t.field({ type: CorporateRoleEnum, resolve: (p) => p.invitation.role }),
    }),
  });

const InviteCorporateInput = builder.inputType('InviteCorporateInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string(),
    lastName: t.string(),
    role: t.field({ type: CorporateRoleEnum, required: true }),
    permissions: t.field({ type: CorporatePermissionsInput, required: true }),
  }),
});

builder.queryFields((t) => ({
  corporateInvitations: t.field({
    type: [CorporateInvitationType],
    description: 'The company’s pending invitations: admins and showCrew holders (checked by the crew policy).',
    authScopes: { corporate: true },
    resolve: (_r, _a, context) => pendingInvitations(context.deps, context.viewer!),
  }),
  corporateInvitation: t.field({
    type: InvitationPreviewType,
    description: 'The invitation behind a join link: 554 when unknown, used or revoked, 557 when expired.',
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, args, context) => previewInvitation(context.deps.db, args.token),
  }),
}));

builder.mutationFields((t) => ({
  inviteCorporate: t.field({
    type: CorporateInvitationType,
    description: 'Invites a colleague by e-mail (replaces a pending invitation to the same address).',
    authScopes: { corporate: true },
    args: { input: t.arg({ type: InviteCorporateInput, required: true }) },
    resolve: (_r, args, context) => inviteCorporate(context.deps, context.viewer!, args.input),
  }),
  resendCorporateInvitation: t.field({
    type: CorporateInvitationType,
    authScopes: { corporate: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, context) => resendInvitation(context.deps, context.viewer!, Number(args.id)),
  }),
  revokeCorporateInvitation: t.field({
    type: CorporateInvitationType,
    authScopes: { corporate: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, context) => revokeInvitation(context.deps, context.viewer!, Number(args.id)),
  }),
}));
