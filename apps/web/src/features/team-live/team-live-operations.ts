import { gql, type TypedDocumentNode } from '@apollo/client';
import { ACTIVITY_EVENT_FIELDS, type ActivityFeedEvent } from '../activity/activity-operations';

export const SNOWPLOW_EVENT: TypedDocumentNode<
  { snowplowEvent: ActivityFeedEvent },
  { teamMemberId: string; eventTypes: string[] }
> = gql`
  subscription SnowplowEvent($teamMemberId: ID!, $eventTypes: [String!]) {
    snowplowEvent(teamMemberId: $teamMemberId, eventTypes: $eventTypes) {
      ...ActivityFeedEventFields
    }
  }
  ${ACTIVITY_EVENT_FIELDS}
`;
