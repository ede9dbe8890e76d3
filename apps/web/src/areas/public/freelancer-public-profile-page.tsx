import { Container } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { ProfileSkeleton } from '../../features/profile/profile-skeleton';
import { useFreelancePublicProfile } from '../../features/profile/public-profile-operations';
import { PublicProfileView } from '../../features/profile/public-profile-view';
import NotFoundPage from './not-found-page';

/** `/freelancer/profile/{publicId}`: read-only, for everyone (anonymized when signed out). */
export default function FreelancerPublicProfilePage() {
  const { publicId = '' } = useParams();
  const location = useLocation();
  const { data, loading } = useFreelancePublicProfile(publicId);
  const profile = data?.freelancePublicProfile;
  return (
    <Container size="lg" py="xl">
      {profile ? (
        <PublicProfileView profile={profile} signinTo={location.pathname} />
      ) : loading ? (
        <ProfileSkeleton />
      ) : (
        <NotFoundPage />
      )}
    </Container>
  );
}
