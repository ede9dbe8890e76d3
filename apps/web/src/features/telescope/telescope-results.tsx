import {
  Anchor,
  Avatar,
  Badge,
  Checkbox,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { pageSizes } from '@orbite/domain/mission';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../ui/use-t';
import { QualificationStatusBadge } from '../freelance-overview/qualification-status-badge';
import type { TelescopeResult } from './telescope-operations';
import type { PageSize } from './telescope-url';

const statusColor = { new: 'blue', validated: 'success', wrongScope: 'gray', banned: 'danger' } as const;

function Availability({ result }: { result: TelescopeResult }) {
  const t = useT();
  const intl = useIntl();
  if (result.availableNow)
    return (
      <Badge color="success" variant="light">
        {t('telescope.results.availableNow')}
      </Badge>
    );
  if (result.availabilityDate)
    return (
      <Text size="sm">
        {t('telescope.results.availableFrom', {
          date: intl.formatDate(`${result.availabilityDate}T12:00:00`, { dateStyle: 'medium' }),
        })}
      </Text>
    );
  return (
    <Text size="sm" c="dimmed">
      {t('telescope.results.unavailable')}
    </Text>
  );
}

function Skills({ result }: { result: TelescopeResult }) {
  const t = useT();
  if (result.matchedSkills.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Group gap={4}>
      {result.matchedSkills.map((skill) => (
        <Tooltip
          key={skill.skillId}
          label={
            skill.covered ? t('telescope.results.covered') : t('telescope.results.notEnough', { years: skill.minYears })
          }
        >
          <Badge
            variant={skill.covered ? 'light' : 'outline'}
            color={skill.covered ? 'primary' : 'gray'}
            tt="none"
            // « Apache Spark · 9 ans » on two lines rather than cut, as in the freelancers list.
            h="auto"
            py={2}
            styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
          >
            {skill.years ? t('telescope.results.skillYears', { name: skill.name, years: skill.years }) : skill.name}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}

/**
 * One page of telescope results: a checkbox per row for the preselection, the freelancer's name
 * links to the back-office profile (the whole row does too, for the mouse).
 */
export function TelescopeResults({
  results,
  count,
  loading,
  selected,
  onSelect,
  page,
  pageSize,
  onPage,
  onPageSize,
}: {
  results: TelescopeResult[];
  count: number;
  loading: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], checked: boolean) => void;
  page: number;
  pageSize: PageSize;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const pageIds = results.map((result) => result.id);
  const checkedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const profilePath = (id: string) => `/backoffice/freelancers/${id}`;
  // The place (under the rate) only when some result has one.
  const withPlace = results.some((result) => result.city || result.distanceKm !== null);
  // The requested skills' column only when the search asked for skills (it held « — » on every row otherwise).
  const withSkills = results.some((result) => result.matchedSkills.length > 0);
  const columns = 5 + (withSkills ? 1 : 0);

  return (
    <Stack gap="sm">
      {/* Whole beside the filters on a 1,366 px laptop (a 660 px card): tight columns, the tagline cut first. */}
      <Table.ScrollContainer minWidth={620}>
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing={8} aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('telescope.results.selectPage')}
                  checked={pageIds.length > 0 && checkedOnPage === pageIds.length}
                  indeterminate={checkedOnPage > 0 && checkedOnPage < pageIds.length}
                  disabled={pageIds.length === 0}
                  onChange={(event) => onSelect(pageIds, event.currentTarget.checked)}
                />
              </Table.Th>
              <Table.Th>{t('telescope.results.freelance')}</Table.Th>
              {withSkills ? <Table.Th>{t('telescope.results.skills')}</Table.Th> : null}
              <Table.Th>{t(withPlace ? 'telescope.results.rateAndPlace' : 'telescope.results.rate')}</Table.Th>
              <Table.Th>{t('telescope.results.availability')}</Table.Th>
              <Table.Th>{t('telescope.results.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading && results.length === 0
              ? [1, 2, 3, 4, 5].map((n) => (
                  <Table.Tr key={n}>
                    <Table.Td colSpan={columns}>
                      <Skeleton h={24} />
                    </Table.Td>
                  </Table.Tr>
                ))
              : results.map((result) => (
                  <Table.Tr
                    key={result.id}
                    style={{ cursor: 'pointer' }}
                    bg={selected.has(result.id) ? 'var(--mantine-primary-color-light)' : undefined}
                    onClick={(event) => {
                      if ((event.target as HTMLElement).closest('a, input, button, label')) return;
                      navigate(profilePath(result.id));
                    }}
                  >
                    <Table.Td>
                      <Checkbox
                        aria-label={t('telescope.results.select', { name: result.fullName })}
                        checked={selected.has(result.id)}
                        onChange={(event) => onSelect([result.id], event.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar src={result.profilePictureUrl} radius="xl" size={36} alt="" name={result.fullName} />
                        <div style={{ minWidth: 0 }}>
                          <Anchor component={Link} to={profilePath(result.id)} fw={600}>
                            {result.fullName}
                          </Anchor>
                          {result.tagline ? (
                            <Text size="xs" c="dimmed" lineClamp={1}>
                              {result.tagline}
                            </Text>
                          ) : null}
                        </div>
                      </Group>
                    </Table.Td>
                    {withSkills ? (
                      <Table.Td>
                        <Skills result={result} />
                      </Table.Td>
                    ) : null}
                    {/* The rate and, under it, where they live: one column, for the skills' room beside the filters. */}
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {result.retribution ? t('telescope.results.rateValue', { rate: result.retribution }) : '—'}
                      </Text>
                      {withPlace ? (
                        <Text size="xs" c="dimmed">
                          {[
                            result.city,
                            result.distanceKm !== null
                              ? t('telescope.results.distance', { km: Math.round(result.distanceKm) })
                              : null,
                          ]
                            .filter(Boolean)
                            .join(' · ') || '—'}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Availability result={result} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Stack gap={4} align="flex-start" miw="max-content">
                        <Badge color={statusColor[result.status]} variant="light" tt="none">
                          {t(`telescope.status.${result.status}`)}
                        </Badge>
                        <QualificationStatusBadge qualification={result.qualification} size="sm" />
                      </Stack>
                      <Text size="xs" c="dimmed" mt={2} style={{ whiteSpace: 'nowrap' }}>
                        {t('telescope.results.scoreValue', { score: result.profileScore })}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {/* Under the table's head, not in a row of a table wider than the card: the hint is read whole. */}
      {!loading && results.length === 0 ? (
        <Stack gap={4} align="center" py="lg">
          <Text fw={600}>{t('telescope.results.empty')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('telescope.results.emptyHint')}
          </Text>
        </Stack>
      ) : null}
      <Group justify="space-between">
        <Select
          w={170}
          size="xs"
          aria-label={t('telescope.results.pageSize')}
          data={pageSizes.map((size) => ({ value: String(size), label: t('telescope.results.perPage', { size }) }))}
          value={String(pageSize)}
          onChange={(value) => onPageSize((Number(value) || pageSizes[0]) as PageSize)}
          allowDeselect={false}
        />
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            getControlProps={(control) => ({
              'aria-label': t(`telescope.results.${control}`),
            })}
          />
        ) : null}
      </Group>
    </Stack>
  );
}
