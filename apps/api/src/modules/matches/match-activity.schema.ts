import { ErrorCode } from '@orbite/domain/errors';
import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { AppError } from '../../platform/errors';
import { ActivityEventPageType } from '../activity/activity.schema';
import { activityOfEntity } from '../activity/activity.service';
import { marketCallerOf } from '../missions/missions.caller';
import { readableMatch } from './matches.service';

/**
 * The history of a match for the team's match page: every move, selection and meeting event
 * recorded on it (entity "match"), newest first, with who acted.
 */
export async function matchActivity(
  context: GraphQLContext,
  matchId: string | number,
  page: { offset?: number | null; limit?: number | null },
) {
  const id = Number(matchId);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new AppError(ErrorCode.notFound);
  const caller = marketCallerOf(context);
  if (caller.role !== 'teamMember') throw new AppError(ErrorCode.forbidden);
  const { match } = await readableMatch(context.deps.db, caller, id);
  return activityOfEntity(context.deps.db, { type: 'match', id: match.id }, page);
}

builder.queryFields((t) => ({
  matchActivity: t.field({
    type: ActivityEventPageType,
    description: 'The history of a match, newest first (team only): moves, selections, meetings.',
    authScopes: { teamMember: true },
    args: { matchId: t.arg.id({ required: true }), offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_r, args, context) => matchActivity(context, args.matchId, args),
  }),
}));
