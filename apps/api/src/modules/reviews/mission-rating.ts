import type { MissingRating } from '@orbite/domain/reviews';
import type { GraphQLContext } from '../../graphql/context';
import { loaderOf } from '../../graphql/loaders';
import type { MissionRow } from '../missions/missions.tables';
import { missingRatingsOf } from './reviews.service';

/** Mission.missingRating for a whole list in one query per request. */
export function missingRatingOfMission(context: GraphQLContext, mission: MissionRow): Promise<MissingRating | null> {
  if (mission.status !== 'finished') return Promise.resolve(null);
  return loaderOf<MissionRow, MissingRating>(
    context,
    'missionMissingRating',
    (missions) => missingRatingsOf(context.deps.db, missions),
    (mission) => mission.id,
  ).load(mission);
}
