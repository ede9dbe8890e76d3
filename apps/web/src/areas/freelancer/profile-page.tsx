import { Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ProfileHeader } from '../../features/profile/profile-header';
import { useFreelanceProfile } from '../../features/profile/profile-operations';
import { ProfileSections } from '../../features/profile/profile-sections';
import { ProfileSkeleton } from '../../features/profile/profile-skeleton';
import { ProfileImportCard } from '../../features/profile-import/profile-import-card';
import { useCurrentUser } from '../../features/session/session-context';
import { MessagePage } from '../../ui/message-page';
import { useScrollToHash } from '../../ui/use-scroll-to-hash';
import { useT } from '../../ui/use-t';

/** The freelancer's own profile: every section viewable and editable in place. */
export default function FreelancerProfilePage() {
  const t = useT();
  const user = useCurrentUser();
  const { data, loading, error, refetch } = useFreelanceProfile(user.freelance?.id);
  const profile = data?.freelance;
  // The dashboard's checklist and the Connect page open the page on a section (#skills).
  useScrollToHash(Boolean(profile));

  if (!profile && loading) return <ProfileSkeleton />;
  if (!profile) {
    return (
      <Stack align="center">
        <MessagePage
          icon={<IconAlertTriangle size={44} aria-hidden />}
          color="warning"
          title={t('profile.loadError.title')}
          text={t(error ? 'profile.loadError.text' : 'profile.loadError.none')}
        />
        <Button onClick={() => void refetch()}>{t('profile.loadError.retry')}</Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <ProfileHeader user={user} profile={profile} />
      <ProfileImportCard freelanceId={profile.id} />
      <ProfileSections profile={profile} />
    </Stack>
  );
}
