import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/** One event of a feed, as the team reads it. */
export interface ActivityFeedEvent {
  id: string;
  category: string;
  type: string;
  createdAt: string;
  technical: boolean;
  entityType: string | null;
  entityId: string | null;
  url: string | null;
  fromStatus: string | null;
  toStatus: string | null;
  reasons: string[];
  comment: string | null;
  fields: string[];
  actor: {
    id: string;
    fullName: string;
    role: 'teamMember' | 'corporate' | 'freelancer' | null;
    profilePictureUrl: string | null;
  } | null;
  impersonator: { id: string; fullName: string } | null;
}

export const ACTIVITY_EVENT_FIELDS = gql`
  fragment ActivityFeedEventFields on ActivityEvent {
    id
    category
    type
    createdAt
    technical
    entityType
    entityId
    url
    fromStatus
    toStatus
    reasons
    comment
    fields
    actor {
      id
      fullName
      role
      profilePictureUrl
    }
    impersonator {
      id
      fullName
    }
  }
`;

/** The subjects that have a feed, and the query field of each. */
export type ActivitySubject = 'mission' | 'freelance' | 'company' | 'match';

type Page = { count: number; items: ActivityFeedEvent[] };
type Variables = { id: string; offset: number; limit: number; includeTechnical: boolean };
type FeedDocument = TypedDocumentNode<Record<string, Page>, Variables>;

export const feedDocuments: Record<ActivitySubject, { field: string; document: FeedDocument }> = {
  mission: {
    field: 'missionActivity',
    document: gql`
      query MissionActivityFeed($id: ID!, $offset: Int, $limit: Int, $includeTechnical: Boolean) {
        missionActivity(missionId: $id, offset: $offset, limit: $limit, includeTechnical: $includeTechnical) {
          count
          items {
            ...ActivityFeedEventFields
          }
        }
      }
      ${ACTIVITY_EVENT_FIELDS}
    `,
  },
  freelance: {
    field: 'freelanceActivity',
    document: gql`
      query FreelanceActivity($id: ID!, $offset: Int, $limit: Int, $includeTechnical: Boolean) {
        freelanceActivity(freelanceId: $id, offset: $offset, limit: $limit, includeTechnical: $includeTechnical) {
          count
          items {
            ...ActivityFeedEventFields
          }
        }
      }
      ${ACTIVITY_EVENT_FIELDS}
    `,
  },
  company: {
    field: 'companyActivity',
    document: gql`
      query CompanyActivity($id: ID!, $offset: Int, $limit: Int, $includeTechnical: Boolean) {
        companyActivity(companyId: $id, offset: $offset, limit: $limit, includeTechnical: $includeTechnical) {
          count
          items {
            ...ActivityFeedEventFields
          }
        }
      }
      ${ACTIVITY_EVENT_FIELDS}
    `,
  },
  match: {
    field: 'matchActivity',
    document: gql`
      query MatchActivityFeed($id: ID!, $offset: Int, $limit: Int, $includeTechnical: Boolean) {
        matchActivity(matchId: $id, offset: $offset, limit: $limit, includeTechnical: $includeTechnical) {
          count
          items {
            ...ActivityFeedEventFields
          }
        }
      }
      ${ACTIVITY_EVENT_FIELDS}
    `,
  },
};

export const ACTIVITY_PAGE_SIZE = 20;

/** The first page of a subject's feed; "load more" appends the next pages. */
export function useActivityFeed(subject: ActivitySubject, id: string, includeTechnical: boolean) {
  const { field, document } = feedDocuments[subject];
  const result = useQuery(document, {
    variables: { id, offset: 0, limit: ACTIVITY_PAGE_SIZE, includeTechnical },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = result.data ?? result.previousData;
  return { ...result, page: (shown?.[field] as Page | undefined) ?? null, field };
}

export const TRACK_PAGE_VIEW: TypedDocumentNode<{ trackPageView: boolean }, { path: string }> = gql`
  mutation TrackPageView($path: String!) {
    trackPageView(path: $path)
  }
`;
