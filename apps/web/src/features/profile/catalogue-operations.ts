import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { CatalogueJobTitle, CatalogueSkill } from './profile-types';

export const SEARCH_SKILLS: TypedDocumentNode<{ searchSkills: CatalogueSkill[] }, { search: string; limit?: number }> =
  gql`
    query SearchSkills($search: String!, $limit: Int) {
      searchSkills(search: $search, limit: $limit) {
        id
        name
        aliases
        popularity
      }
    }
  `;

export const RECOMMENDED_SKILLS: TypedDocumentNode<
  { recommendedSkills: CatalogueSkill[] },
  { skills: string[]; limit?: number }
> = gql`
  query RecommendedSkills($skills: [ID!]!, $limit: Int) {
    recommendedSkills(skills: $skills, limit: $limit) {
      id
      name
      aliases
      popularity
    }
  }
`;

export interface SkillInfo {
  id: string;
  name: string;
  description: string | null;
  firstReleased: string | null;
  latestStableVersion: string | null;
  aliases: string[];
  relatedSkills: { id: string; name: string }[];
}

export const SKILL_INFO_CARD: TypedDocumentNode<{ skill: SkillInfo }, { id: string }> = gql`
  query SkillInfoCard($id: ID!) {
    skill(id: $id) {
      id
      name
      description
      firstReleased
      latestStableVersion
      aliases
      relatedSkills {
        id
        name
      }
    }
  }
`;

export const SEARCH_JOB_TITLES: TypedDocumentNode<
  { searchJobTitles: CatalogueJobTitle[] },
  { search?: string | null; limit?: number }
> = gql`
  query SearchJobTitles($search: String, $limit: Int) {
    searchJobTitles(search: $search, limit: $limit) {
      id
      name
      category
    }
  }
`;

export const LANGUAGES: TypedDocumentNode<{ languages: { id: string; name: string }[] }, Record<string, never>> = gql`
  query Languages {
    languages {
      id
      name
    }
  }
`;

/** Skills by name or alias (the caller debounces the search by 100 ms); always from the network. */
export function useSearchSkills(search: string) {
  const trimmed = search.trim();
  return useQuery(SEARCH_SKILLS, {
    variables: { search: trimmed, limit: 10 },
    skip: trimmed === '',
    fetchPolicy: 'network-only',
    context: { silent: true },
  });
}

/** Skills that go with the chosen ones. */
export function useRecommendedSkills(skillIds: string[]) {
  return useQuery(RECOMMENDED_SKILLS, {
    variables: { skills: skillIds, limit: 8 },
    skip: skillIds.length === 0,
    context: { silent: true },
  });
}

/** One skill's card (team members' hover card), fetched when the card opens. */
export function useSkillInfoCard(id: string, open: boolean) {
  return useQuery(SKILL_INFO_CARD, { variables: { id }, skip: !open || !id, fetchPolicy: 'network-only' });
}

/** Job titles by name; without a search, the most common. */
export function useSearchJobTitles(search: string) {
  return useQuery(SEARCH_JOB_TITLES, {
    variables: { search: search.trim() || null, limit: 10 },
    context: { silent: true },
  });
}

/** Spoken languages, the most common first. */
export function useLanguages() {
  return useQuery(LANGUAGES);
}
