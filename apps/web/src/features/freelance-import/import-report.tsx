import { Alert, Anchor, Button, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { WelcomeInvitesCard } from '../freelance-moderation/welcome-invites-card';
import type { FreelanceImport } from './freelance-import-operations';
import { reportCsv, skippedRows } from './freelance-import-rules';
import { ImportCounts } from './import-counts';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** After a run: imported and skipped counts, the skipped rows and why, links to the new profiles, a CSV report. */
export function ImportReport({ imp }: { imp: FreelanceImport }) {
  const t = useT();
  const skipped = skippedRows(imp.rows);
  const created = imp.rows.filter((row) => row.freelanceId);
  const failed = imp.status === 'failed';

  const downloadReport = () =>
    download(
      `rapport-${imp.fileName.replace(/\.[^.]+$/, '')}.csv`,
      reportCsv(imp.rows, {
        header: ['line', 'firstName', 'lastName', 'email', 'outcome', 'reasons'].map((k) =>
          t(`freelanceImport.csv.${k}`),
        ),
        imported: t('freelanceImport.state.imported'),
        error: t('freelanceImport.state.error'),
        duplicate: t('freelanceImport.state.duplicate'),
        notImported: t('freelanceImport.state.notImported'),
        duplicateOf: (of) => t('freelanceImport.duplicateOf', { of }),
      }),
    );

  return (
    <Stack gap="md">
      {failed ? (
        <Alert color="red" role="alert" title={t('freelanceImport.report.failedTitle')}>
          {imp.failureReason}
        </Alert>
      ) : (
        <Alert color="green" title={t('freelanceImport.report.doneTitle')}>
          {t('freelanceImport.report.done', { count: imp.importedCount })}
        </Alert>
      )}
      <ImportCounts
        counts={[
          { key: 'imported', value: imp.importedCount, color: 'green' },
          { key: 'skipped', value: skipped.length, color: skipped.length > 0 ? 'orange' : undefined },
        ]}
      />
      <Group>
        <Button variant="light" leftSection={<IconDownload size={16} />} onClick={downloadReport}>
          {t('freelanceImport.report.download')}
        </Button>
      </Group>
      {skipped.length > 0 && !failed ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('freelanceImport.report.skippedTitle')}
          </Title>
          <Table withTableBorder verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={72}>
                  {t('freelanceImport.column.line')}
                </Table.Th>
                <Table.Th scope="col">{t('freelanceImport.column.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {skipped.map((row) => (
                <Table.Tr key={row.line}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {[row.firstName, row.lastName].filter(Boolean).join(' ')} · {row.email ?? '—'}
                    </Text>
                    <Text size="sm">
                      {[
                        ...row.errors,
                        ...(row.duplicateOf ? [t('freelanceImport.duplicateOf', { of: row.duplicateOf })] : []),
                      ].join(' ')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
      {created.length > 0 && !failed ? (
        <WelcomeInvitesCard freelanceIds={created.map((row) => row.freelanceId!)} fileName={imp.fileName} />
      ) : null}
      {created.length > 0 ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('freelanceImport.report.createdTitle')}
          </Title>
          <List size="sm" spacing={2} style={{ columns: '16rem' }}>
            {created.map((row) => (
              <List.Item key={row.line}>
                <Anchor component={Link} to={`/backoffice/freelancers/${row.freelanceId}`}>
                  {[row.firstName, row.lastName].filter(Boolean).join(' ')}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : failed ? (
        <Text c="dimmed">{t('freelanceImport.report.nothingCreated')}</Text>
      ) : null}
    </Stack>
  );
}
