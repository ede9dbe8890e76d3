import { ErrorCode } from '@orbite/domain/errors';
import { builder } from '../../graphql/builder';
import { AppError } from '../../platform/errors';
import { marketCallerOf } from '../missions/missions.caller';
import { companyActivity, freelanceActivity } from './activity.feeds';
import { teamActivityStream } from './activity.live';
import { trackPageView } from './activity.page-views';
import { ActivityEventPageType, ActivityEventType } from './activity.schema';
import type { ActivityEntry } from './activity.service';

/* The team's feeds, the page views of clients and freelancers, and the team's live feed. */

builder.queryFields((t) => ({
  freelanceActivity: t.field({
    type: ActivityEventPageType,
    description: 'What happened around a freelancer (profile, account, matches, deals), newest first (team only).',
    authScopes: { teamMember: true },
    args: {
      freelanceId: t.arg.id({ required: true }),
      offset: t.arg.int(),
      limit: t.arg.int(),
      includeTechnical: t.arg.boolean(),
    },
    resolve: (_r, args, context) => freelanceActivity(context.deps.db, args.freelanceId, args),
  }),
  companyActivity: t.field({
    type: ActivityEventPageType,
    description:
      'What happened around a client company (itself, missions, corporates, deals), newest first (team only).',
    authScopes: { teamMember: true },
    args: {
      companyId: t.arg.id({ required: true }),
      offset: t.arg.int(),
      limit: t.arg.int(),
      includeTechnical: t.arg.boolean(),
    },
    resolve: (_r, args, context) => companyActivity(context.deps.db, args.companyId, args),
  }),
}));

builder.mutationFields((t) => ({
  trackPageView: t.boolean({
    description:
      'Records that a client or a freelancer opened a mission or a freelancer page (at most once per path every 10 minutes). True when recorded.',
    authScopes: { corporate: true, freelancer: true },
    args: { path: t.arg.string({ required: true }) },
    resolve: (_r, args, context) => trackPageView(context.deps.db, marketCallerOf(context), args.path),
  }),
}));

builder.subscriptionFields((t) => ({
  snowplowEvent: t.field({
    type: ActivityEventType,
    description:
      'The marketplace moving, live, for a team member: events of the given types (every non-technical one when empty), never their own.',
    authScopes: { teamMember: true },
    args: { teamMemberId: t.arg.id({ required: true }), eventTypes: t.arg.stringList() },
    subscribe: (_r, args, context) => {
      const viewer = context.viewer;
      if (!viewer?.teamMember || String(viewer.teamMember.id) !== String(args.teamMemberId))
        throw new AppError(ErrorCode.forbidden, 'Ce fil appartient à un autre membre de l’équipe.');
      return teamActivityStream(context.deps, viewer.user.id, args.eventTypes ?? []);
    },
    resolve: (entry: ActivityEntry) => entry,
  }),
}));
