import { Badge, Group, List, Pagination, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@orbite/domain/constants';
import { useState } from 'react';
import { useT } from '../../ui/use-t';
import type { FreelanceImportRow } from './freelance-import-operations';
import { rowState } from './freelance-import-rules';

export const PREVIEW_PAGE_SIZE = 25;

const background = {
  error: 'var(--mantine-color-red-light)',
  duplicate: 'var(--mantine-color-yellow-light)',
  ok: undefined,
};

/** The rows of a previewed file, paged: rows in error in red with their messages, duplicates marked. */
export function ImportPreviewTable({ rows }: { rows: readonly FreelanceImportRow[] }) {
  const t = useT();
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS.sm - 0.02}px)`) ?? false;
  const [filter, setFilter] = useState<'all' | 'problems'>('all');
  const [page, setPage] = useState(1);
  const shown = filter === 'problems' ? rows.filter((row) => rowState(row) !== 'ok') : rows;
  const pages = Math.max(1, Math.ceil(shown.length / PREVIEW_PAGE_SIZE));
  const current = Math.min(page, pages);
  const pageRows = shown.slice((current - 1) * PREVIEW_PAGE_SIZE, current * PREVIEW_PAGE_SIZE);

  return (
    <Stack gap="sm">
      <SegmentedControl
        value={filter}
        onChange={(value) => {
          setFilter(value as 'all' | 'problems');
          setPage(1);
        }}
        data={[
          { value: 'all', label: t('freelanceImport.preview.filter.all', { count: rows.length }) },
          {
            value: 'problems',
            label: t('freelanceImport.preview.filter.problems', {
              count: rows.length - rows.filter((r) => rowState(r) === 'ok').length,
            }),
          },
        ]}
        aria-label={t('freelanceImport.preview.filter.label')}
        style={{ alignSelf: 'flex-start' }}
      />
      {phone ? (
        <Stack gap="xs" component="ul" p={0} m={0} aria-label={t('freelanceImport.preview.caption')}>
          {pageRows.length === 0 ? <Text c="dimmed">{t('freelanceImport.preview.noProblem')}</Text> : null}
          {pageRows.map((row) => (
            <RowCard key={row.line} row={row} />
          ))}
        </Stack>
      ) : (
        <PreviewTable rows={pageRows} />
      )}
      {pages > 1 ? (
        <Group justify="flex-end">
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`freelanceImport.preview.page.${control}`) })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

function RowCheck({ row }: { row: FreelanceImportRow }) {
  const t = useT();
  const state = rowState(row);
  if (state === 'ok')
    return (
      <Badge color="green" variant="light">
        {t('freelanceImport.state.ok')}
      </Badge>
    );
  if (state === 'duplicate')
    return (
      <Stack gap={2}>
        <Badge color="yellow" variant="light">
          {t('freelanceImport.state.duplicate')}
        </Badge>
        <Text size="sm">{t('freelanceImport.duplicateOf', { of: row.duplicateOf })}</Text>
      </Stack>
    );
  return (
    <Stack gap={2}>
      <Badge color="red" variant="light">
        {t('freelanceImport.state.error')}
      </Badge>
      <List size="sm" spacing={0}>
        {row.errors.map((error) => (
          <List.Item key={error}>{error}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

const shortUrl = (url: string | null) => (url ? url.replace(/^https?:\/\/(www\.)?/i, '') : '—');

function PreviewTable({ rows: pageRows }: { rows: readonly FreelanceImportRow[] }) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" striped={false} withTableBorder>
        <Table.Caption>{t('freelanceImport.preview.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('freelanceImport.column.line')}</Table.Th>
            <Table.Th scope="col">{t('freelanceImport.column.name')}</Table.Th>
            <Table.Th scope="col">{t('freelanceImport.column.email')}</Table.Th>
            <Table.Th scope="col">{t('freelanceImport.column.linkedIn')}</Table.Th>
            <Table.Th scope="col">{t('freelanceImport.column.check')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pageRows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed" ta="center">
                  {t('freelanceImport.preview.noProblem')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {pageRows.map((row) => {
            const state = rowState(row);
            return (
              <Table.Tr key={row.line} bg={background[state]} data-state={state}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>{[row.firstName, row.lastName].filter(Boolean).join(' ') || '—'}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.email ?? '—'}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere', maxWidth: 260 }}>{shortUrl(row.linkedInUrl)}</Table.Td>
                <Table.Td>
                  <RowCheck row={row} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** On a phone: one card per row, its check under the name. */
function RowCard({ row }: { row: FreelanceImportRow }) {
  const t = useT();
  const state = rowState(row);
  return (
    <Paper component="li" withBorder p="xs" bg={background[state]} data-state={state} style={{ listStyle: 'none' }}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600} size="sm">
          {[row.firstName, row.lastName].filter(Boolean).join(' ') || '—'}
        </Text>
        <Text size="xs" c="dimmed">
          {t('freelanceImport.column.line')} {row.line}
        </Text>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {row.email ?? '—'}
      </Text>
      {row.linkedInUrl ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {shortUrl(row.linkedInUrl)}
        </Text>
      ) : null}
      <RowCheck row={row} />
    </Paper>
  );
}
