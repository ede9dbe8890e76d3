import { Button, Grid, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { BiographySection } from '../../features/profile/biography-section';
import { EducationsSection } from '../../features/profile/educations-section';
import { ExperiencesSection } from '../../features/profile/experiences-section';
import { JobTitlesSection } from '../../features/profile/job-titles-section';
import { LanguagesSection } from '../../features/profile/languages-section';
import { PreferencesSection } from '../../features/profile/preferences-section';
import { ProfileHeader } from '../../features/profile/profile-header';
import { useFreelanceProfile } from '../../features/profile/profile-operations';
import { ProfileSkeleton } from '../../features/profile/profile-skeleton';
import { SkillsSection } from '../../features/profile/skills-section';
import { SocialLinksSection } from '../../features/profile/social-links-section';
import { useCurrentUser } from '../../features/session/session-context';
import { MessagePage } from '../../ui/message-page';
import { useT } from '../../ui/use-t';

/** The freelancer's own profile: every section viewable and editable in place. */
export default function FreelancerProfilePage() {
  const t = useT();
  const user = useCurrentUser();
  const { data, loading, error, refetch } = useFreelanceProfile(user.freelance?.id);
  const profile = data?.freelance;

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
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <BiographySection profile={profile} />
            <SkillsSection profile={profile} />
            <ExperiencesSection freelanceId={profile.id} experiences={profile.experiences} />
            <EducationsSection freelanceId={profile.id} educations={profile.educations} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="lg">
            <PreferencesSection profile={profile} />
            <JobTitlesSection profile={profile} />
            <LanguagesSection freelanceId={profile.id} languages={profile.languages} />
            <SocialLinksSection profile={profile} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
