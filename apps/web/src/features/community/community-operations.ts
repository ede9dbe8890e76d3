import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

export interface CommunityFreelancer {
  id: string;
  publicId: string;
  firstName: string;
  lastName: string;
  title: string | null;
  pictureUrl: string | null;
  isAvailable: boolean;
  availabilityDate: string | null;
  hasPublicProfile: boolean;
  lastMissionId: string;
  lastMissionTitle: string | null;
  lastWorkedAt: string;
  rating: number | null;
}

export const COMMUNITY_FREELANCERS: TypedDocumentNode<
  { communityFreelancers: { nodes: CommunityFreelancer[]; total: number; page: number; pageSize: number } },
  { page: number; pageSize: number }
> = gql`
  query CommunityFreelancers($page: Int, $pageSize: Int) {
    communityFreelancers(page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      nodes {
        id publicId firstName lastName title pictureUrl isAvailable availabilityDate hasPublicProfile
        lastMissionId lastMissionTitle lastWorkedAt rating
      }
    }
  }
`;

export const useCommunityFreelancers = (page: number, pageSize: number) =>
  useQuery(COMMUNITY_FREELANCERS, { variables: { page, pageSize }, context: { silent: true } });
