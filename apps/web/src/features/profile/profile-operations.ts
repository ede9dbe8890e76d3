import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { PROFILE_SECTION_FIELDS } from './profile-fragments';
import type { FreelanceInfoInput, FreelanceProfile } from './profile-types';

/** Every field the profile page shows; mutations returning the Freelance ask for them all to refresh the cache. */
export const FREELANCE_PROFILE_FIELDS = gql`
  fragment FreelanceProfileFields on Freelance {
    id
    publicId
    tagline
    biography
    experienceInYears
    retribution
    gitHubUrl
    gitlabUrl
    bitbucketUrl
    kaggleUrl
    linkedInUrl
    stackExchangeUrl
    twitterUrl
    websiteUrl
    prefWorkplace
    prefContract
    prefEnvironment
    prefTime
    prefMobility
    maxDistance
    callAvailability
    profileScore
    completeness {
      score
      items {
        element
        done
      }
    }
    skills {
      ...ProfileSkillFields
    }
    jobTitles {
      ...ProfileJobTitleFields
    }
    experiences {
      ...ProfileExperienceFields
    }
    educations {
      ...ProfileEducationFields
    }
    languages {
      ...ProfileLanguageFields
    }
  }
  ${PROFILE_SECTION_FIELDS}
`;

export const FREELANCE_PROFILE: TypedDocumentNode<{ freelance: FreelanceProfile }, { id: string }> = gql`
  query FreelanceProfile($id: ID!) {
    freelance(id: $id) {
      ...FreelanceProfileFields
    }
  }
  ${FREELANCE_PROFILE_FIELDS}
`;

export const UPDATE_FREELANCE_INFO: TypedDocumentNode<
  { updateFreelanceInfo: FreelanceProfile },
  { freelanceId: string; input: FreelanceInfoInput }
> = gql`
  mutation UpdateFreelanceInfo($freelanceId: ID!, $input: FreelanceInfoInput!) {
    updateFreelanceInfo(freelanceId: $freelanceId, input: $input) {
      ...FreelanceProfileFields
    }
  }
  ${FREELANCE_PROFILE_FIELDS}
`;

/** The profile of a freelancer (query FreelanceProfile). */
export function useFreelanceProfile(id: string | null | undefined) {
  return useQuery(FREELANCE_PROFILE, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
}

/** Saves some of the profile's fields (mutation UpdateFreelanceInfo); errors are shown by the caller. */
export function useUpdateFreelanceInfo() {
  return useMutation(UPDATE_FREELANCE_INFO, { context: { silent: true } });
}
