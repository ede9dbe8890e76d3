import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../ui/use-t';
import type { FreelanceMission } from './freelancer-missions-operations';
import { useFreelanceFormat } from './mission-format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} m={0}>
        {children || '—'}
      </Text>
    </div>
  );
}

function SkillGroup({ title, skills }: { title: string; skills: FreelanceMission['skills'] }) {
  const t = useT();
  if (skills.length === 0) return null;
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={6}>
        {title}
      </Text>
      <Group gap={6}>
        {skills.map((skill) => (
          <Badge key={skill.id} variant={skill.primary ? 'light' : 'outline'} size="lg" tt="none">
            {skill.yearsRequired
              ? t('freelancerMissions.facts.skillYears', { name: skill.name, years: skill.yearsRequired })
              : skill.name}
          </Badge>
        ))}
      </Group>
    </div>
  );
}

/** The whole mission as a freelancer reads it: what it is about, the conditions, the skills asked. */
export function FreelanceMissionDetails({ mission }: { mission: FreelanceMission }) {
  const t = useT();
  const format = useFreelanceFormat();
  const place = [mission.location?.zipCode, mission.location?.city].filter(Boolean).join(' ');
  return (
    <Stack gap="md" id="details">
      <Card withBorder radius="lg" p="lg">
        <Title order={2} size="h4" mb="sm">
          {t('freelancerMissions.details.description')}
        </Title>
        {mission.description ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {mission.description}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('freelancerMissions.details.noDescription')}
          </Text>
        )}
      </Card>
      <Card withBorder radius="lg" p="lg">
        <Title order={2} size="h4" mb="sm">
          {t('freelancerMissions.details.conditions')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
          <Fact label={t('freelancerMissions.details.startDate')}>{format.day(mission.startDate)}</Fact>
          <Fact label={t('freelancerMissions.details.endDate')}>{format.day(mission.estimatedEndDate)}</Fact>
          <Fact label={t('freelancerMissions.details.duration')}>
            {mission.durationInDays ? t('freelancerMissions.facts.duration', { days: mission.durationInDays }) : null}
          </Fact>
          <Fact label={t('freelancerMissions.details.rhythm')}>
            {[
              mission.rhythm ? t(`freelancerMissions.rhythm.${mission.rhythm}`) : null,
              mission.workingTime ? t('freelancerMissions.facts.daysPerWeek', { days: mission.workingTime }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Fact>
          <Fact label={t('freelancerMissions.details.rate')}>
            {mission.retribution
              ? t('freelancerMissions.facts.rate', { rate: format.euros(mission.retribution) })
              : null}
          </Fact>
          <Fact label={t('freelancerMissions.details.level')}>
            {mission.experienceLevel ? t(`enum.experienceLevel.${mission.experienceLevel}`) : null}
          </Fact>
          <Fact label={t('freelancerMissions.details.workplace')}>
            {mission.workplace ? t(`enum.workplace.${mission.workplace}`) : null}
          </Fact>
          <Fact label={t('freelancerMissions.details.location')}>{place}</Fact>
        </SimpleGrid>
      </Card>
      <Card withBorder radius="lg" p="lg">
        <Title order={2} size="h4" mb="sm">
          {t('freelancerMissions.details.skills')}
        </Title>
        <Stack gap="sm">
          <SkillGroup
            title={t('freelancerMissions.details.mandatory')}
            skills={mission.skills.filter((skill) => skill.primary)}
          />
          <SkillGroup
            title={t('freelancerMissions.details.optional')}
            skills={mission.skills.filter((skill) => !skill.primary)}
          />
          {mission.skills.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('freelancerMissions.details.noSkills')}
            </Text>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
