import { Anchor, Avatar, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { funnelColumns } from '@orbite/domain/match-status';
import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { AvailabilityBadge, RateText, usePreMatchingSourceLabel } from '../backoffice-matching/freelance-facts';
import { MatchStatusBadge } from '../market/status-badges';
import type { FunnelBoardProps } from './funnel-board';
import { matchPathOf } from './funnel-card';
import { groupByColumn } from './funnel-logic';
import { MatchMoveMenu } from './match-move-menu';

/** The funnel as a table, stage by stage: the same cards' facts and the same "move to" menu. */
export function FunnelList({ matches, pending, onMove, onClose }: FunnelBoardProps) {
  const t = useT();
  const sourceLabel = usePreMatchingSourceLabel();
  const groups = useMemo(() => groupByColumn(matches, pending), [matches, pending]);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="funnel-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('boMatching.list.freelance')}</Table.Th>
            <Table.Th>{t('boMatching.list.status')}</Table.Th>
            <Table.Th>{t('boMatching.list.ratio')}</Table.Th>
            <Table.Th>{t('boMatching.list.rate')}</Table.Th>
            <Table.Th>{t('boMatching.list.availability')}</Table.Th>
            <Table.Th>{t('boMatching.list.source')}</Table.Th>
            <Table.Th>{t('boMatching.list.meeting')}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t('boMatching.list.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {funnelColumns.map((column) =>
            groups[column].length === 0 ? null : (
              <Fragment key={column}>
                <Table.Tr bg="var(--mantine-color-gray-0)">
                  <Table.Td colSpan={8}>
                    <Group gap="xs">
                      <Text fw={700} size="sm">
                        {t(`enum.funnelColumn.${column}`)}
                      </Text>
                      <Badge size="sm" variant="light">
                        {groups[column].length}
                      </Badge>
                    </Group>
                  </Table.Td>
                </Table.Tr>
                {groups[column].map((match) => (
                  <Table.Tr key={match.id} aria-busy={pending.has(match.id)} opacity={pending.has(match.id) ? 0.6 : 1}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Avatar
                          src={match.freelance.profilePictureUrl}
                          name={match.freelance.fullName}
                          radius="xl"
                          size={28}
                          alt=""
                        />
                        <Anchor component={Link} to={matchPathOf(match)} fw={600} size="sm">
                          {match.freelance.fullName}
                        </Anchor>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <MatchStatusBadge status={pending.get(match.id) ?? match.status} size="sm" />
                    </Table.Td>
                    <Table.Td>{match.evaluation ? `${match.evaluation.percent} %` : '—'}</Table.Td>
                    <Table.Td>
                      <RateText rate={match.freelance.retribution} />
                    </Table.Td>
                    <Table.Td>
                      <AvailabilityBadge freelance={match.freelance} size="sm" />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{sourceLabel(match.preMatchingSource) ?? '—'}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{match.meeting ? t(`enum.meetingStatus.${match.meeting.status}`) : '—'}</Text>
                    </Table.Td>
                    <Table.Td>
                      <MatchMoveMenu
                        match={match}
                        name={match.freelance.fullName}
                        matchPath={matchPathOf(match)}
                        onMove={(to) => onMove(match, to)}
                        onClose={(move) => onClose(match, move)}
                        disabled={pending.has(match.id)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Fragment>
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
