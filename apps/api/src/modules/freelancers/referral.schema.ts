import { builder } from '../../graphql/builder';
import { FreelanceStatusEnum, FreelanceType } from './freelancers.schema';
import { callerOf } from './profile.schema';
import { listSponsored, referrerOf, saveReferralInfo, updateComments } from './referral.service';

const SponsoredType = builder
  .objectRef<{ displayName: string; status: 'new' | 'wrongScope' | 'validated' | 'banned'; signedUpAt: Date }>(
    'SponsoredFreelance',
  )
  .implement({
    fields: (t) => ({
      displayName: t.exposeString('displayName'),
      status: t.expose('status', { type: FreelanceStatusEnum }),
      signedUpAt: t.expose('signedUpAt', { type: 'DateTime' }),
    }),
  });

builder.objectFields(FreelanceType, (t) => ({
  sponsored: t.field({
    type: [SponsoredType],
    description: 'The freelancers this one brought to Orbite with their referral code.',
    resolve: (f, _a, c) => listSponsored(c.deps.db, f.id),
  }),
  referrerName: t.string({ nullable: true, resolve: (f, _a, c) => referrerOf(c.deps.db, f.referrerId) }),
  comments: t.string({
    nullable: true,
    description: 'Internal notes of the team.',
    authScopes: { teamMember: true },
    unauthorizedResolver: () => null,
    resolve: (f) => f.comments,
  }),
}));

const ReferralInfoInput = builder.inputType('ReferralInfoInput', {
  fields: (t) => ({ referralCode: t.string(), referrerCode: t.string() }),
});

builder.mutationFields((t) => ({
  saveReferralInfo: t.field({
    type: FreelanceType,
    authScopes: { freelancer: true, teamMember: true },
    args: { freelanceId: t.arg.id({ required: true }), info: t.arg({ type: ReferralInfoInput, required: true }) },
    resolve: (_root, args, context) =>
      saveReferralInfo(context.deps, callerOf(context), Number(args.freelanceId), args.info),
  }),
  updateFreelanceComments: t.field({
    type: FreelanceType,
    authScopes: { teamMember: true },
    args: { freelanceId: t.arg.id({ required: true }), comments: t.arg.string() },
    resolve: (_root, args, context) =>
      updateComments(context.deps, callerOf(context), Number(args.freelanceId), args.comments ?? null),
  }),
}));
