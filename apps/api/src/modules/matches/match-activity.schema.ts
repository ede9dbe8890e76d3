import { ErrorCode } from '@orbite/domain/errors';
import { isRowId } from '../../db/statements';
import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { AppError } from '../../platform/errors';
import { matchActivityFeed } from '../activity/activity.feeds';
import { ActivityEventPageType } from '../activity/activity.schema';
import { marketCallerOf } from '../missions/missions.caller';
import { readableMatch } from './matches.service';

/**
 * The history of a match for the team's match page: every move, selection and meeting event
 * recorded on it (entity "match"), newest first, with who acted.
 */
export async function matchActivity(
  context: GraphQLContext,
  matchId: string | number,
  page: { offset?: number | null; limit?: number | null; includeTechnical?: boolean | null },
) {
  const id = Number(matchId);
  if (!isRowId(id)) throw new AppError(ErrorCode.notFound);
  const caller = marketCallerOf(context);
  if (caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  const { match } = await readableMatch(context.deps.db, caller, id);
  return matchActivityFeed(context.deps.db, match.id, page);
}

builder.queryFields((t) => ({
  matchActivity: t.field({
    type: ActivityEventPageType,
    description: 'The history of a match and its deals, newest first (team only): moves, selections, meetings.',
    authScopes: { teamMember: true },
    args: {
      matchId: t.arg.id({ required: true }),
      offset: t.arg.int(),
      limit: t.arg.int(),
      includeTechnical: t.arg.boolean(),
    },
    resolve: (_r, args, context) => matchActivity(context, args.matchId, args),
  }),
}));
