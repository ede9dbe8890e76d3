import { campaignTagsOf } from '@orbite/domain/signup-hunting';
import { builder } from '../../graphql/builder';
import { findUserById } from '../users/users.repository';
import { FreelanceType } from './freelancers.schema';
import { callerOf } from './profile.schema';
import * as welcome from './welcome-links.service';
import type { SignupHuntingLinkRow } from './welcome-links.tables';

/** Read by the team only: the freelancer and clients get null. */
const teamOnly = { authScopes: { teamMember: true }, unauthorizedResolver: () => null } as const;

const WelcomeLinkType = builder.objectRef<SignupHuntingLinkRow>('WelcomeLink').implement({
  description: 'A pre-user’s personal link to take their account (`/freelancer/welcome/{signupHuntingToken}`).',
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    usedAt: t.expose('usedAt', { type: 'DateTime', nullable: true }),
    mailedTo: t.exposeString('mailedTo', { nullable: true, description: 'Null when the team copied the link.' }),
    createdBy: t.string({
      nullable: true,
      description: 'The team member who made it, by name.',
      resolve: async (row, _a, context) => {
        const user = row.createdByUserId ? await findUserById(context.deps.db, row.createdByUserId) : null;
        return user ? `${user.firstName} ${user.lastName}` : null;
      },
    }),
    utmCampaign: t.exposeString('utmCampaign', { nullable: true }),
    utmSource: t.exposeString('utmSource', { nullable: true }),
    utmMedium: t.exposeString('utmMedium', { nullable: true }),
  }),
});

builder.objectFields(FreelanceType, (t) => ({
  welcomeLink: t.field({
    ...teamOnly,
    type: WelcomeLinkType,
    nullable: true,
    description: 'The latest welcome link the team made for this freelancer (team only).',
    resolve: (f, _a, context) => welcome.latestWelcomeLink(context.deps.db, f.id),
  }),
  awaitsOwner: t.boolean({
    ...teamOnly,
    nullable: true,
    description: 'A pre-user whose account has no password yet: a welcome link can be made (team only).',
    resolve: (f, _a, context) => welcome.awaitsOwnerById(context.deps.db, f),
  }),
}));

const WelcomeLinkInput = builder.inputType('WelcomeLinkInput', {
  fields: (t) => ({
    send: t.boolean({ required: true, description: 'Mail the link to the freelancer; else it is only returned.' }),
    utmCampaign: t.string(),
    utmSource: t.string(),
    utmMedium: t.string({ description: 'Default email when the link is mailed.' }),
  }),
});

const CreatedWelcomeLinkType = builder
  .objectRef<Awaited<ReturnType<typeof welcome.createWelcomeLink>>>('CreatedWelcomeLink')
  .implement({
    fields: (t) => ({
      url: t.exposeString('url', { description: 'Shown once: only the token’s hash is kept.' }),
      link: t.field({ type: WelcomeLinkType, resolve: (created) => created.link }),
    }),
  });

const WelcomeLinksSentType = builder.objectRef<{ sent: number; skipped: number }>('WelcomeLinksSent').implement({
  fields: (t) => ({
    sent: t.exposeInt('sent'),
    skipped: t.exposeInt('skipped', { description: 'Already active, unknown, or invited less than a day ago.' }),
  }),
});

builder.mutationFields((t) => ({
  sendWelcomeLinks: t.field({
    type: WelcomeLinksSentType,
    description: 'The team mails welcome links to up to 200 pre-users at once (an import’s), in one transaction.',
    authScopes: { teamMember: true },
    args: {
      freelanceIds: t.arg.idList({ required: true }),
      utmCampaign: t.arg.string(),
      utmSource: t.arg.string(),
    },
    resolve: (_root, args, context) =>
      welcome.sendWelcomeLinks(
        context.deps,
        callerOf(context),
        args.freelanceIds.map(Number),
        campaignTagsOf(
          (key) => ({ utm_campaign: args.utmCampaign, utm_source: args.utmSource, utm_medium: 'email' })[key],
        ),
      ),
  }),
  createWelcomeLink: t.field({
    type: CreatedWelcomeLinkType,
    description: 'The team makes a pre-user’s welcome link, valid 30 days; the unused one before it stops working.',
    authScopes: { teamMember: true },
    args: { freelanceId: t.arg.id({ required: true }), input: t.arg({ type: WelcomeLinkInput, required: true }) },
    resolve: (_root, args, context) =>
      welcome.createWelcomeLink(context.deps, callerOf(context), Number(args.freelanceId), {
        send: args.input.send,
        tags: campaignTagsOf(
          (key) =>
            ({
              utm_campaign: args.input.utmCampaign,
              utm_source: args.input.utmSource,
              utm_medium: args.input.utmMedium,
            })[key],
        ),
      }),
  }),
}));
