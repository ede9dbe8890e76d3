import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { type SearchResultType, shouldSearchGlobal, shouldSearchMissions } from '@orbite/domain/search';

export interface SearchResultItem {
  id: string;
  type: SearchResultType;
  title: string;
  subtitle: string | null;
  url: string;
  pictureUrl: string | null;
}

export interface MissionSearchItem {
  id: string;
  title: string | null;
  status: string;
  project: { id: string; company: { id: string; name: string; logoUrl: string | null } };
}

const SEARCH_RESULT_FIELDS = gql`
  fragment SearchResultFields on SearchResult {
    id
    type
    title
    subtitle
    url
    pictureUrl
  }
`;

/** Both scopes of the global search at once: 5 people and 5 companies or missions. */
export const GLOBAL_SEARCH: TypedDocumentNode<
  { users: SearchResultItem[]; objects: SearchResultItem[] },
  { query: string }
> = gql`
  query GlobalSearch($query: String!) {
    users: search(query: $query, scope: users) {
      ...SearchResultFields
    }
    objects: search(query: $query, scope: objects) {
      ...SearchResultFields
    }
  }
  ${SEARCH_RESULT_FIELDS}
`;

export const SEARCH_ALL: TypedDocumentNode<
  { searchAll: { count: number; items: SearchResultItem[] } },
  { query: string; type: SearchResultType; offset: number; limit: number }
> = gql`
  query SearchAll($query: String!, $type: SearchResultType!, $offset: Int, $limit: Int) {
    searchAll(query: $query, type: $type, offset: $offset, limit: $limit) {
      count
      items {
        ...SearchResultFields
      }
    }
  }
  ${SEARCH_RESULT_FIELDS}
`;

export const MISSIONS_SEARCH: TypedDocumentNode<
  { missionsSearch: { key: string; missions: { count: number; items: MissionSearchItem[] } }[] },
  {
    search: string;
    groups?: { key: string; filters?: { statuses?: string[]; companyIds?: string[] }; limit?: number }[];
  }
> = gql`
  query MissionsSearch($search: String, $groups: [MissionsSearchGroup!]) {
    missionsSearch(search: $search, groups: $groups) {
      key
      missions {
        count
        items {
          id
          title
          status
          project {
            id
            company {
              id
              name
              logoUrl
            }
          }
        }
      }
    }
  }
`;

/*
 * Search results are not kept in the cache: a result's id is the id of a freelancer, a company or a
 * mission, so two results of different types may share it; and searches are read from the network.
 */
const fetchPolicy = 'no-cache' as const;

/** The global search of a (debounced) text; nothing is sent until the text qualifies. */
export function useGlobalSearch(query: string) {
  const skip = !shouldSearchGlobal(query);
  const result = useQuery(GLOBAL_SEARCH, { variables: { query: query.trim() }, skip, fetchPolicy });
  return { ...result, skip };
}

export function useSearchAll(query: string, type: SearchResultType, offset: number, limit: number) {
  return useQuery(SEARCH_ALL, {
    variables: { query: query.trim(), type, offset, limit },
    skip: !shouldSearchGlobal(query),
    fetchPolicy,
  });
}

/** The mission search of a (debounced) text: from 3 characters, or `#` and more. */
export function useMissionsSearch(search: string, filters?: { statuses?: string[]; companyIds?: string[] }) {
  const skip = !shouldSearchMissions(search);
  const result = useQuery(MISSIONS_SEARCH, {
    variables: { search: search.trim(), groups: [{ key: 'all', ...(filters ? { filters } : {}) }] },
    skip,
    fetchPolicy,
  });
  return { ...result, skip, group: result.data?.missionsSearch[0]?.missions };
}
