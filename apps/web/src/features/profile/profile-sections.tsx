import { Grid, Stack } from '@mantine/core';
import { BiographySection } from './biography-section';
import { EducationsSection } from './educations-section';
import { ExperiencesSection } from './experiences-section';
import { JobTitlesSection } from './job-titles-section';
import { LanguagesSection } from './languages-section';
import { PreferencesSection } from './preferences-section';
import type { FreelanceProfile } from './profile-types';
import { SkillsSection } from './skills-section';
import { SocialLinksSection } from './social-links-section';

/** Every editable section of a profile: the freelancer's own page and the team's page show the same. */
export function ProfileSections({ profile }: { profile: FreelanceProfile }) {
  return (
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
  );
}
