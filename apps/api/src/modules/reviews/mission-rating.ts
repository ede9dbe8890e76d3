import type { MissingRating } from '@orbite/domain/reviews';
import type { GraphQLContext } from '../../graphql/context';
import { loaderOf } from '../../graphql/loaders';
import type { MissionRow } from '../missions/missions.tables';
import { missingRatingsOf } from './reviews.service';

/** Mission.missingRating for a whole list in one query per request. */
export function missingRatingOfMission(
  context: GraphQLContext,
  mission: MissionRow,
): MissingRating | null | Promise<MissingRating | null> {
  // Null at once for any other status: a list's items then complete without a promise each.
  if (mission.status !== 'finished') return null;
  return loaderOf<MissionRow, MissingRating>(
    context,
    'missionMissingRating',
    (missions) => missingRatingsOf(context.deps.db, missions),
    (mission) => mission.id,
  ).load(mission);
}
