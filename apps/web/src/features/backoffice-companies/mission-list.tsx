import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import type { MissionSummary } from './backoffice-companies-operations';

/** Missions of a company or of the corporate who posted them, newest first, each a link to its page. */
export function MissionList({
  missions,
  counts,
}: {
  missions: MissionSummary[];
  counts?: { status: string; count: number }[];
}) {
  const t = useT();
  const intl = useIntl();
  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('backofficeCompanies.missions.title', { count: missions.length })}
        </Title>
        {counts && counts.length > 0 ? (
          <Group gap="xs">
            {counts.map(({ status, count }) => (
              <Badge key={status} variant="light" color="gray" tt="none">
                {t(`enum.missionStatus.${status}`)} : {count}
              </Badge>
            ))}
          </Group>
        ) : null}
        {missions.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('backofficeCompanies.missions.none')}
          </Text>
        ) : (
          <Stack gap={6}>
            {missions.map((mission) => (
              <Group key={mission.id} justify="space-between" wrap="nowrap" gap="sm">
                <Anchor
                  component={Link}
                  to={`/backoffice/missions/${mission.id}`}
                  lineClamp={1}
                  style={{ flex: 1, minWidth: 0 }}
                >
                  {mission.title || t('backofficeCompanies.missions.untitled', { id: mission.id })}
                </Anchor>
                <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                  <Text size="xs" c="dimmed" visibleFrom="sm">
                    {intl.formatDate(mission.createdAt, { day: 'numeric', month: 'short', year: 'numeric' })}
                  </Text>
                  <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                    {t(`enum.missionStatus.${mission.status}`)}
                  </Badge>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
