import { Alert, Anchor, Avatar, Badge, Card, Grid, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import {
  IconBriefcase,
  IconFileText,
  IconIdBadge2,
  IconLanguage,
  IconLock,
  IconSchool,
  IconStack2,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { EndorsementQuotes } from './experience-endorsements';
import { sortExperiences, useExperiencePeriod } from './experiences-section';
import { ProfileSection } from './profile-section';
import type { PublicProfile } from './public-profile-operations';
import { RichTextView } from './rich-text-view';
import { SkillChips } from './skill-chips';
import { SocialLinks } from './social-links';

/** The read-only profile a client or a visitor sees. */
export function PublicProfileView({ profile, signinTo }: { profile: PublicProfile; signinTo: string }) {
  const t = useT();
  const period = useExperiencePeriod();
  const sections: { key: string; show: boolean; node: ReactNode }[] = [
    {
      key: 'biography',
      show: Boolean(profile.biography),
      node: (
        <ProfileSection title={t('profile.biography.title')} icon={IconFileText}>
          <RichTextView html={profile.biography ?? ''} />
        </ProfileSection>
      ),
    },
    {
      key: 'experiences',
      show: profile.experiences.length > 0,
      node: (
        <ProfileSection title={t('profile.experiences.title')} icon={IconBriefcase}>
          <Timeline bulletSize={14} lineWidth={2} active={-1}>
            {sortExperiences(profile.experiences).map((experience) => (
              <Timeline.Item key={experience.id}>
                <Text fw={700}>{experience.title}</Text>
                <Text size="sm">{[experience.companyName, experience.location].filter(Boolean).join(' · ')}</Text>
                <Text size="xs" c="dimmed" mb={4}>
                  {period(experience)}
                </Text>
                {experience.description ? <RichTextView html={experience.description} /> : null}
                {experience.skills.length > 0 ? (
                  <Group gap={4} mt={6}>
                    {experience.skills.map((skill) => (
                      <Badge key={skill.freelanceExperienceSkillId} size="sm" variant="outline" tt="none">
                        {skill.name}
                      </Badge>
                    ))}
                  </Group>
                ) : null}
                <EndorsementQuotes endorsements={experience.endorsements} />
              </Timeline.Item>
            ))}
          </Timeline>
        </ProfileSection>
      ),
    },
    {
      key: 'educations',
      show: profile.educations.length > 0,
      node: (
        <ProfileSection title={t('profile.educations.title')} icon={IconSchool}>
          <Stack gap="sm">
            {profile.educations.map((education) => (
              <div key={education.id}>
                <Text fw={700}>{education.schoolName}</Text>
                <Text size="sm">{[education.degree, education.topic].filter(Boolean).join(' · ')}</Text>
                <Text size="xs" c="dimmed">
                  {[education.startedIn, education.graduatedIn].filter(Boolean).join(' – ')}
                </Text>
              </div>
            ))}
          </Stack>
        </ProfileSection>
      ),
    },
  ];
  const side: { key: string; show: boolean; node: ReactNode }[] = [
    {
      key: 'skills',
      show: profile.skills.length > 0,
      node: (
        <ProfileSection title={t('skills.title')} icon={IconStack2}>
          <SkillChips skills={profile.skills} />
        </ProfileSection>
      ),
    },
    {
      key: 'jobTitles',
      show: profile.jobTitles.length > 0,
      node: (
        <ProfileSection title={t('profile.jobTitles.title')} icon={IconIdBadge2}>
          <Group gap={6}>
            {profile.jobTitles.map((title) => (
              <Badge key={title.id} variant="light" size="lg" radius="md" tt="none">
                {title.name}
              </Badge>
            ))}
          </Group>
        </ProfileSection>
      ),
    },
    {
      key: 'languages',
      show: profile.languages.length > 0,
      node: (
        <ProfileSection title={t('profile.languages.title')} icon={IconLanguage}>
          <Stack gap={4}>
            {profile.languages.map((language) => (
              <Group key={language.id} justify="space-between">
                <Text size="sm" fw={600}>
                  {language.name}
                </Text>
                <Badge variant="light" color="gray" tt="none">
                  {t(`profile.languageLevel.${language.level}`)}
                </Badge>
              </Group>
            ))}
          </Stack>
        </ProfileSection>
      ),
    },
  ];
  const empty = [...sections, ...side].every((section) => !section.show);

  return (
    <Stack gap="lg">
      <PublicHeader profile={profile} />
      {profile.view === 'anonymous' ? (
        <Alert icon={<IconLock size={18} />} variant="light" title={t('publicProfile.anonymousTitle')}>
          {t('publicProfile.anonymousText')}{' '}
          <Anchor component={Link} to={`/enterprise/signin?to=${encodeURIComponent(signinTo)}`} fw={600} size="sm">
            {t('publicProfile.signin')}
          </Anchor>
        </Alert>
      ) : null}
      {empty ? (
        <Card withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center">
            {t('publicProfile.empty', { name: profile.firstName })}
          </Text>
        </Card>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              {sections
                .filter((s) => s.show)
                .map((s) => (
                  <div key={s.key}>{s.node}</div>
                ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              {side
                .filter((s) => s.show)
                .map((s) => (
                  <div key={s.key}>{s.node}</div>
                ))}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

function PublicHeader({ profile }: { profile: PublicProfile }) {
  const t = useT();
  const intl = useIntl();
  const availability = profile.availableNow
    ? { color: 'success', label: t('publicProfile.availableNow') }
    : profile.availableSoon && profile.availabilityDate
      ? {
          color: 'warning',
          label: t('publicProfile.availableFrom', {
            date: intl.formatDate(`${profile.availabilityDate}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
          }),
        }
      : { color: 'gray', label: t('publicProfile.unavailable') };
  return (
    <Card withBorder radius="lg" p="xl">
      <Group gap="xl" align="center" wrap="wrap">
        <Avatar src={profile.profilePictureUrl} name={profile.displayName} color="initials" size={120} radius={60} />
        <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
          <Title order={1}>{profile.displayName}</Title>
          {profile.jobTitle ? (
            <Text size="lg" fw={600} c="orbite.7">
              {profile.jobTitle}
            </Text>
          ) : null}
          {profile.tagline ? <Text size="lg">{profile.tagline}</Text> : null}
          <Group gap="xs" mt={4}>
            <Badge color={availability.color} variant="light" size="lg" tt="none">
              {availability.label}
            </Badge>
            {profile.experienceInYears !== null ? (
              <Badge variant="light" size="lg" tt="none">
                {t('profile.header.experience', { years: profile.experienceInYears })}
              </Badge>
            ) : null}
          </Group>
          <SocialLinks urls={profile} />
        </Stack>
      </Group>
    </Card>
  );
}
