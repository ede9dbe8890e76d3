import { builder } from '../../graphql/builder';
import { markTipAsRead } from './team.service';
import type { TeamMemberRow } from './team.tables';

export const TeamMemberType = builder.objectRef<TeamMemberRow>('TeamMember').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    accountManager: t.exposeBoolean('accountManager'),
    freelancerAgent: t.exposeBoolean('freelancerAgent'),
    tips: t.field({
      type: 'JSON',
      description: 'Tips dismissed, keyed by tip name.',
      resolve: (member) => member.tips,
    }),
  }),
});

builder.mutationFields((t) => ({
  markTipAsRead: t.field({
    type: TeamMemberType,
    args: { tip: t.arg.string({ required: true }) },
    authScopes: { teamMember: true },
    resolve: (_root, args, context) => markTipAsRead(context.deps.db, context.viewer!.teamMember!.id, args.tip),
  }),
}));
