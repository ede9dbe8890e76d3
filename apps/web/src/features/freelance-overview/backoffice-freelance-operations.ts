import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { FreelanceQualification } from '@orbite/domain/qualification';
import type { FreelanceOverview } from './freelance-overview-operations';

/** The team's verdict on a freelancer, with when and by whom it was set (team only). */
export interface FreelanceQualificationState {
  qualification: FreelanceQualification | null;
  qualifiedAt: string | null;
  qualifiedBy: string | null;
}

export interface BackofficeFreelance extends FreelanceOverview, FreelanceQualificationState {
  tagline: string | null;
  biography: string | null;
  experienceInYears: number | null;
  retribution: number | null;
  prefWorkplace: string | null;
  prefContract: string | null;
  prefEnvironment: string | null;
  prefTime: string | null;
  prefMobility: string | null;
  linkedInUrl: string | null;
  gitHubUrl: string | null;
  websiteUrl: string | null;
  skills: { id: string; name: string; primary: boolean; duration: number | null }[];
  jobTitles: { id: string; name: string }[];
  experiences: {
    id: string;
    title: string;
    companyName: string;
    startDate: string;
    endDate: string | null;
    location: string | null;
  }[];
  educations: { id: string; schoolName: string; degree: string | null; graduatedIn: number | null }[];
  languages: { id: string; name: string; level: string }[];
}

export const BACKOFFICE_FREELANCE: TypedDocumentNode<{ freelance: BackofficeFreelance }, { id: string }> = gql`
  query BackofficeFreelance($id: ID!) {
    freelance(id: $id) {
      id
      status
      preUser
      publicId
      referralCode
      isAvailable
      availabilityDate
      availableNow
      availableSoon
      shouldUpdateAvailability
      profileScore
      completeness {
        score
        items {
          element
          done
        }
      }
      qualification
      qualifiedAt
      qualifiedBy
      tagline
      biography
      experienceInYears
      retribution
      prefWorkplace
      prefContract
      prefEnvironment
      prefTime
      prefMobility
      linkedInUrl
      gitHubUrl
      websiteUrl
      skills {
        id
        name
        primary
        duration
      }
      jobTitles {
        id
        name
      }
      experiences {
        id
        title
        companyName
        startDate
        endDate
        location
      }
      educations {
        id
        schoolName
        degree
        graduatedIn
      }
      languages {
        id
        name
        level
      }
    }
  }
`;

/** The person behind a freelance (the team sees the full view of the profile). */
export interface FreelanceIdentity {
  publicId: string;
  displayName: string;
  email: string | null;
  /** False while a freelancer who signed up alone has not opened the confirmation link. */
  emailConfirmed: boolean | null;
  phoneNumber: string | null;
  profilePictureUrl: string | null;
  jobTitle: string | null;
}

export const BACKOFFICE_FREELANCE_IDENTITY: TypedDocumentNode<
  { freelancePublicProfile: FreelanceIdentity },
  { publicId: string }
> = gql`
  query BackofficeFreelanceIdentity($publicId: String!) {
    freelancePublicProfile(publicId: $publicId) {
      publicId
      displayName
      email
      emailConfirmed
      phoneNumber
      profilePictureUrl
      jobTitle
    }
  }
`;

export const SET_FREELANCE_QUALIFICATION: TypedDocumentNode<
  { setFreelanceQualification: FreelanceQualificationState & { id: string } },
  { freelanceId: string; qualification: FreelanceQualification | null }
> = gql`
  mutation SetFreelanceQualification($freelanceId: ID!, $qualification: String) {
    setFreelanceQualification(freelanceId: $freelanceId, qualification: $qualification) {
      id
      qualification
      qualifiedAt
      qualifiedBy
    }
  }
`;

export const useBackofficeFreelance = (id: string) =>
  useQuery(BACKOFFICE_FREELANCE, { variables: { id }, fetchPolicy: 'cache-and-network' });

export const useBackofficeFreelanceIdentity = (publicId: string | undefined) =>
  useQuery(BACKOFFICE_FREELANCE_IDENTITY, {
    variables: { publicId: publicId ?? '' },
    skip: !publicId,
    fetchPolicy: 'cache-and-network',
  });

/** Sets or clears the qualification; the answer updates the freelance in the cache (badge included). */
export const useSetFreelanceQualification = () => useMutation(SET_FREELANCE_QUALIFICATION);
