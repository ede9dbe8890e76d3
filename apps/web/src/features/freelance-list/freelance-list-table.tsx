import {
  Anchor,
  Avatar,
  Badge,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { isAvailable, isSoon } from '@orbite/domain/availability';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { StatusLabelBadge } from '../freelance-overview/status-label-badge';
import { useRowLink } from '../missions/backoffice-missions-table';
import { useMissionFormat } from '../missions/mission-format';
import { QualificationBadge } from '../qualification/qualification-badge';
import { FavoriteStar } from './favorite-star';
import type { FreelanceListItem } from './freelance-list-operations';
import type { FreelanceListSort } from './freelance-list-url';

const COLUMNS = 8;
type Direction = 'asc' | 'desc';

function SortHeader({
  sort,
  label,
  current,
  direction,
  onSort,
}: {
  sort: FreelanceListSort;
  label: string;
  current: FreelanceListSort;
  direction: Direction;
  onSort: (sort: FreelanceListSort, direction: Direction) => void;
}) {
  const t = useT();
  const active = sort === current;
  const Icon = active ? (direction === 'asc' ? IconArrowUp : IconArrowDown) : IconSelector;
  const next: Direction = active ? (direction === 'asc' ? 'desc' : 'asc') : sort === 'name' ? 'asc' : 'desc';
  return (
    <Table.Th
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton
        onClick={() => onSort(sort, next)}
        fw={700}
        fz="sm"
        aria-label={t('freelanceList.sortBy', { column: label })}
      >
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function Availability({ item }: { item: FreelanceListItem }) {
  const t = useT();
  const format = useMissionFormat();
  if (isAvailable(item.isAvailable, item.availabilityDate))
    return (
      <Badge color="success" variant="light" tt="none">
        {t('freelanceList.availability.now')}
      </Badge>
    );
  if (!item.availabilityDate)
    return (
      <Text size="sm" c="dimmed">
        {t('freelanceList.availability.never')}
      </Text>
    );
  return (
    <Text size="sm" c={isSoon(item.isAvailable, item.availabilityDate) ? undefined : 'dimmed'}>
      {t('freelanceList.availability.from', { date: format.day(item.availabilityDate) })}
    </Text>
  );
}

/**
 * The freelancers table: avatar and name (to the back-office page), title, status and qualification,
 * availability, daily rate, skills, last update and the viewer's star. Name and dates sort.
 */
export function FreelanceListTable({
  items,
  loading,
  sort,
  direction,
  onSort,
  empty,
}: {
  items: FreelanceListItem[];
  loading: boolean;
  sort: FreelanceListSort;
  direction: Direction;
  onSort: (sort: FreelanceListSort, direction: Direction) => void;
  /** Under the count's « Aucun freelance »: why, and what to do (clear the filters). */
  empty: { hint: string; action?: ReactNode };
}) {
  const t = useT();
  const format = useMissionFormat();
  const path = (id: string) => `/backoffice/freelancers/${id}`;
  const rowLink = useRowLink(path);
  const header = { current: sort, direction, onSort };
  // Outside the table, so that a phone sees it without scrolling sideways.
  if (!loading && items.length === 0)
    return (
      <Stack gap="sm" align="center" py="xl" data-testid="freelance-list-empty">
        <Text c="dimmed" ta="center">
          {empty.hint}
        </Text>
        {empty.action}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={960}>
      {/* Every column on a 1366 px laptop beside the navigation, as the missions list. */}
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing={8} aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>
              <VisuallyHidden>{t('freelanceList.column.favorite')}</VisuallyHidden>
            </Table.Th>
            <SortHeader sort="name" label={t('freelanceList.column.name')} {...header} />
            <Table.Th>{t('freelanceList.column.status')}</Table.Th>
            <Table.Th>{t('freelanceList.column.availability')}</Table.Th>
            <Table.Th ta="right">{t('freelanceList.column.rate')}</Table.Th>
            <Table.Th>{t('freelanceList.column.skills')}</Table.Th>
            <SortHeader sort="updatedAt" label={t('freelanceList.column.updatedAt')} {...header} />
            <SortHeader sort="createdAt" label={t('freelanceList.column.createdAt')} {...header} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && items.length === 0
            ? [1, 2, 3, 4, 5].map((n) => (
                <Table.Tr key={n} data-testid="freelance-skeleton">
                  <Table.Td colSpan={COLUMNS}>
                    <Skeleton h={32} />
                  </Table.Td>
                </Table.Tr>
              ))
            : items.map((item) => {
                const name = `${item.firstName} ${item.lastName}`;
                return (
                  <Table.Tr key={item.id} {...rowLink(item.id)} data-testid="freelance-row">
                    <Table.Td pr={0}>
                      <FavoriteStar freelanceId={item.id} isFavorite={item.isFavorite} name={name} />
                    </Table.Td>
                    <Table.Td miw={170} maw={280}>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar src={item.profilePictureUrl} radius="xl" size={36} alt="" name={name} />
                        <div style={{ minWidth: 0, flex: 1 }}>
                          <Anchor component={Link} to={path(item.id)} fw={600} lineClamp={2} title={name}>
                            {name}
                          </Anchor>
                          {/* An e-mail is one long word: it may break anywhere rather than widen the column. */}
                          <Text
                            size="xs"
                            c="dimmed"
                            lineClamp={1}
                            title={item.tagline || item.email}
                            style={{ overflowWrap: 'anywhere' }}
                          >
                            {item.tagline || item.email}
                          </Text>
                        </div>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start" miw="max-content">
                        <StatusLabelBadge status={item.status} preUser={item.preUser} />
                        <QualificationBadge badge={item.qualificationBadge} size="sm" />
                        {item.emailConfirmed ? null : (
                          <Badge
                            variant="light"
                            color="yellow"
                            size="sm"
                            tt="none"
                            title={t('boFreelancer.emailUnconfirmedHint')}
                          >
                            {t('boFreelancer.emailUnconfirmed')}
                          </Badge>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Availability item={item} />
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {item.retribution ? t('freelanceList.rateValue', { rate: format.euros(item.retribution) }) : '—'}
                    </Table.Td>
                    <Table.Td miw={130} maw={240}>
                      {item.skills.length ? (
                        <Group gap={4}>
                          {item.skills.slice(0, 3).map((skill) => (
                            <Badge
                              key={skill.id}
                              variant="light"
                              size="sm"
                              // A long name (« Amazon Web Services ») on two lines rather than cut.
                              h="auto"
                              py={2}
                              styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
                            >
                              {skill.name}
                            </Badge>
                          ))}
                          {item.skills.length > 3 ? (
                            <Text size="xs" c="dimmed">
                              {t('freelanceList.moreSkills', { count: item.skills.length - 3 })}
                            </Text>
                          ) : null}
                        </Group>
                      ) : (
                        <Text c="dimmed">—</Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.instant(item.updatedAt)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.instant(item.createdAt)}</Table.Td>
                  </Table.Tr>
                );
              })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
