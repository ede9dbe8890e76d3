import { Anchor, Badge, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../ui/use-t';
import { dayAsDate } from '../availability/availability-logic';
import { RichTextView } from '../profile/rich-text-view';
import type { BackofficeFreelance } from './backoffice-freelance-operations';

function Block({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {t('boFreelancer.profile.none')}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

/** The profile as simple read-only lists (what `freelance(id)` gives), for the back office. */
export function FreelanceProfileLists({ freelance }: { freelance: BackofficeFreelance }) {
  const t = useT();
  const intl = useIntl();
  const month = (day: string) => intl.formatDate(dayAsDate(day), { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const links = [freelance.linkedInUrl, freelance.gitHubUrl, freelance.websiteUrl].filter(
    (url): url is string => !!url,
  );
  const preferences = (['prefWorkplace', 'prefContract', 'prefEnvironment', 'prefTime', 'prefMobility'] as const)
    .filter((key) => freelance[key] && freelance[key] !== 'none')
    .map((key) => ({ key, label: t(`boFreelancer.pref.${key}.${freelance[key]}`) }));

  return (
    <Stack gap="lg">
      <Block title={t('boFreelancer.profile.tagline')} empty={!freelance.tagline && !freelance.biography}>
        {freelance.tagline ? <Text fw={600}>{freelance.tagline}</Text> : null}
        {freelance.biography ? <RichTextView html={freelance.biography} /> : null}
      </Block>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Block title={t('boFreelancer.profile.facts')} empty={false}>
          <Text size="sm">
            {t('boFreelancer.profile.years', { years: freelance.experienceInYears ?? '—' })}
            {' · '}
            {t('boFreelancer.profile.rate', { rate: freelance.retribution ?? '—' })}
          </Text>
          {preferences.length > 0 ? (
            <Group gap={4}>
              {preferences.map(({ key, label }) => (
                <Badge key={key} variant="outline" color="gray" tt="none">
                  {label}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Block>
        <Block title={t('boFreelancer.profile.links')} empty={links.length === 0}>
          <Stack gap={2}>
            {links.map((url) => (
              <Anchor
                key={url}
                href={url}
                target="_blank"
                rel="noreferrer"
                size="sm"
                style={{ wordBreak: 'break-all' }}
              >
                {url}
              </Anchor>
            ))}
          </Stack>
        </Block>
      </SimpleGrid>
      <Block title={t('boFreelancer.profile.jobTitles')} empty={freelance.jobTitles.length === 0}>
        <Group gap={6}>
          {freelance.jobTitles.map((job) => (
            <Badge key={job.id} variant="light" tt="none">
              {job.name}
            </Badge>
          ))}
        </Group>
      </Block>
      <Block title={t('boFreelancer.profile.skills')} empty={freelance.skills.length === 0}>
        <Group gap={6}>
          {freelance.skills.map((skill) => (
            <Badge key={skill.id} variant={skill.primary ? 'filled' : 'light'} tt="none">
              {skill.duration
                ? t('boFreelancer.profile.skill', { name: skill.name, years: skill.duration })
                : skill.name}
            </Badge>
          ))}
        </Group>
      </Block>
      <Block title={t('boFreelancer.profile.experiences')} empty={freelance.experiences.length === 0}>
        <List size="sm" spacing={4}>
          {freelance.experiences.map((experience) => (
            <List.Item key={experience.id}>
              {t('boFreelancer.profile.experience', {
                title: experience.title,
                company: experience.companyName,
                from: month(experience.startDate),
                to: experience.endDate ? month(experience.endDate) : t('boFreelancer.profile.today'),
              })}
            </List.Item>
          ))}
        </List>
      </Block>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Block title={t('boFreelancer.profile.educations')} empty={freelance.educations.length === 0}>
          <List size="sm" spacing={4}>
            {freelance.educations.map((education) => (
              <List.Item key={education.id}>
                {[education.schoolName, education.degree, education.graduatedIn].filter(Boolean).join(' · ')}
              </List.Item>
            ))}
          </List>
        </Block>
        <Block title={t('boFreelancer.profile.languages')} empty={freelance.languages.length === 0}>
          <List size="sm" spacing={4}>
            {freelance.languages.map((language) => (
              <List.Item key={language.id}>
                {language.name} · {t(`boFreelancer.languageLevel.${language.level}`)}
              </List.Item>
            ))}
          </List>
        </Block>
      </SimpleGrid>
    </Stack>
  );
}
