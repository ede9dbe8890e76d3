import { builder } from '../../graphql/builder';
import { FreelanceStatusEnum, FreelanceType } from './freelancers.schema';
import {
  changeFreelanceStatus,
  setFreelanceHuntingStatus,
  setFreelanceSlackStatus,
  statusChangedByName,
} from './moderation.service';
import { callerOf } from './profile.schema';

/** Read by the team only: the freelancer and clients get null. */
const teamOnly = { authScopes: { teamMember: true }, unauthorizedResolver: () => null } as const;

builder.objectFields(FreelanceType, (t) => ({
  banCategory: t.string({
    ...teamOnly,
    nullable: true,
    description: 'moderate or serious, while banned (team only).',
    resolve: (f) => f.banCategory,
  }),
  statusReason: t.string({
    ...teamOnly,
    nullable: true,
    description: 'The ban reason of the category, while banned (team only).',
    resolve: (f) => f.statusReason,
  }),
  statusNote: t.string({
    ...teamOnly,
    nullable: true,
    description: 'The team’s note on a ban or a wrongScope status (team only).',
    resolve: (f) => f.statusNote,
  }),
  statusChangedAt: t.field({
    ...teamOnly,
    type: 'DateTime',
    nullable: true,
    description: 'When the team last changed the status (team only).',
    resolve: (f) => f.statusChangedAt,
  }),
  statusChangedBy: t.string({
    ...teamOnly,
    nullable: true,
    description: 'The team member who last changed the status, by name (team only).',
    resolve: (f, _a, c) => statusChangedByName(c.deps.db, f),
  }),
  huntingStatus: t.string({
    ...teamOnly,
    nullable: true,
    description: 'freelance, freelanceStatusPending, notFreelance, notFreelanceButInterested (team only).',
    resolve: (f) => f.huntingStatus,
  }),
  slackStatus: t.string({
    ...teamOnly,
    nullable: true,
    description: 'The community Slack invitation: initial, pending, validated, refused (team only).',
    resolve: (f) => f.slackStatus,
  }),
}));

const StatusChangeInput = builder.inputType('FreelanceStatusChangeInput', {
  fields: (t) => ({
    status: t.field({ type: FreelanceStatusEnum, required: true }),
    banCategory: t.string({ description: 'moderate or serious; required to ban.' }),
    reason: t.string({ description: 'A ban reason of the category; required to ban.' }),
    note: t.string({ description: 'Optional note for a ban or wrongScope.' }),
  }),
});

builder.mutationFields((t) => ({
  changeFreelanceStatus: t.field({
    type: FreelanceType,
    description: 'The team validates, bans (category and reason), puts out of scope or resets a freelancer.',
    authScopes: { teamMember: true },
    args: {
      freelanceId: t.arg.id({ required: true }),
      input: t.arg({ type: StatusChangeInput, required: true }),
    },
    resolve: (_root, args, context) =>
      changeFreelanceStatus(context.deps, callerOf(context), Number(args.freelanceId), args.input),
  }),
  setFreelanceHuntingStatus: t.field({
    type: FreelanceType,
    authScopes: { teamMember: true },
    args: { freelanceId: t.arg.id({ required: true }), huntingStatus: t.arg.string() },
    resolve: (_root, args, context) =>
      setFreelanceHuntingStatus(context.deps, callerOf(context), Number(args.freelanceId), args.huntingStatus ?? null),
  }),
  setFreelanceSlackStatus: t.field({
    type: FreelanceType,
    authScopes: { teamMember: true },
    args: { freelanceId: t.arg.id({ required: true }), slackStatus: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      setFreelanceSlackStatus(context.deps, callerOf(context), Number(args.freelanceId), args.slackStatus),
  }),
}));
