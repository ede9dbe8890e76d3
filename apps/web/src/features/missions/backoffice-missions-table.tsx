import { Anchor, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../ui/use-t';
import { useMissionFormat } from './mission-format';
import { MissionStatusCell } from './mission-status-cell';
import type { MissionListItem } from './missions-operations';

const COLUMNS = 10;

/**
 * Opens a row's mission on a click anywhere in the row (links and buttons keep their own behaviour);
 * the keyboard goes through the title's link.
 */
export function useRowLink(pathOf: (id: string) => string) {
  const navigate = useNavigate();
  return (id: string) => ({
    style: { cursor: 'pointer' },
    onClick: (event: MouseEvent<HTMLElement>) => {
      if ((event.target as HTMLElement).closest('a, button, input')) return;
      navigate(pathOf(id));
    },
  });
}

/**
 * The team's mission table: id, title, company, status, start, rhythm, rate, business volume, hunting
 * priority and creation. The title links to the mission (so does the whole row, for the mouse).
 */
export function BackofficeMissionsTable({
  missions,
  loading,
  empty,
}: {
  missions: MissionListItem[];
  loading: boolean;
  empty: { title: string; hint: string };
}) {
  const t = useT();
  const format = useMissionFormat();
  const path = (id: string) => `/backoffice/missions/${id}`;
  const rowLink = useRowLink(path);
  // Ten columns within a laptop's page (1366 px) without scrolling sideways: tighter cells, narrower floors.
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing={8} aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('missions.column.id')}</Table.Th>
            <Table.Th>{t('missions.column.title')}</Table.Th>
            <Table.Th>{t('missions.column.company')}</Table.Th>
            <Table.Th>{t('missions.column.status')}</Table.Th>
            <Table.Th>{t('missions.column.startDate')}</Table.Th>
            <Table.Th ta="right">{t('missions.column.daysPerWeek')}</Table.Th>
            <Table.Th ta="right">{t('missions.column.rate')}</Table.Th>
            <Table.Th ta="right">{t('missions.column.businessVolume')}</Table.Th>
            <Table.Th ta="right">{t('missions.column.huntingPriority')}</Table.Th>
            <Table.Th>{t('missions.column.createdAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && missions.length === 0
            ? [1, 2, 3, 4, 5].map((n) => (
                <Table.Tr key={n}>
                  <Table.Td colSpan={COLUMNS}>
                    <Skeleton h={24} />
                  </Table.Td>
                </Table.Tr>
              ))
            : missions.map((mission) => (
                <Table.Tr key={mission.id} {...rowLink(mission.id)} data-testid="mission-row">
                  <Table.Td c="dimmed">#{mission.id}</Table.Td>
                  <Table.Td miw={144} maw={320}>
                    <Anchor component={Link} to={path(mission.id)} fw={600} lineClamp={2}>
                      {mission.title || t('missions.untitled')}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{mission.company?.name ?? '—'}</Table.Td>
                  <Table.Td>
                    <MissionStatusCell
                      id={mission.id}
                      status={mission.status}
                      missingRating={mission.missingRating}
                      size="sm"
                      deal={mission}
                    />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.day(mission.startDate)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {mission.daysPerWeek ? t('missions.daysPerWeekShort', { days: mission.daysPerWeek }) : '—'}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {mission.retribution ? t('missions.rateValue', { rate: format.euros(mission.retribution) }) : '—'}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {mission.businessVolume ? format.euros(mission.businessVolume) : '—'}
                  </Table.Td>
                  <Table.Td ta="right">{mission.huntingPriorityScore ?? '—'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.instant(mission.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
          {!loading && missions.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS}>
                <Stack gap={4} align="center" py="xl">
                  <Text fw={600}>{empty.title}</Text>
                  <Text size="sm" c="dimmed">
                    {empty.hint}
                  </Text>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
