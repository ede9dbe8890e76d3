import { Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../ui/use-t';
import { InvoiceDownloads } from './invoice-downloads';
import { useInvoiceFormat } from './invoice-format';
import type { InvoiceItem } from './invoice-operations';
import { InvoiceStatusBadge } from './invoice-status-badge';

/**
 * A table of invoices: number, parties, period, issue and due days, totals, status and downloads; the team's
 * row actions come through `actions`. `parties` hides the issuer or the recipient when obvious.
 */
export function InvoicesTable({
  invoices,
  loading,
  empty,
  parties = 'both',
  actions,
}: {
  invoices: InvoiceItem[];
  loading: boolean;
  empty: string;
  parties?: 'both' | 'issuer' | 'recipient';
  actions?: (invoice: InvoiceItem) => ReactNode;
}) {
  const t = useT();
  const format = useInvoiceFormat();
  if (loading && invoices.length === 0)
    return (
      <Stack gap="xs">
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  if (invoices.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {empty}
      </Text>
    );
  return (
    // Whole on a 1366 px laptop beside the team's navigation (about 1030 px), as the other lists.
    <Table.ScrollContainer minWidth={parties === 'both' ? 1000 : 920}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing={8} aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.column.number')}</Table.Th>
            {parties !== 'recipient' ? <Table.Th>{t('invoices.column.issuer')}</Table.Th> : null}
            {parties !== 'issuer' ? <Table.Th>{t('invoices.column.recipient')}</Table.Th> : null}
            <Table.Th>{t('invoices.column.period')}</Table.Th>
            <Table.Th>{t('invoices.column.dates')}</Table.Th>
            <Table.Th ta="right">{t('invoices.column.totalExclVat')}</Table.Th>
            <Table.Th ta="right">{t('invoices.column.totalInclVat')}</Table.Th>
            <Table.Th>{t('invoices.column.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('invoices.column.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text fw={600} size="sm" ff="monospace">
                  {invoice.number ?? t('invoices.status.draft')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`invoices.flow.${invoice.flow}`)}
                </Text>
              </Table.Td>
              {parties !== 'recipient' ? <Table.Td>{invoice.issuerName}</Table.Td> : null}
              {parties !== 'issuer' ? <Table.Td>{invoice.recipientName}</Table.Td> : null}
              {/* Days whole on one line: « 1–30 / sept. / 2026 » on three read badly. */}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {format.period(invoice.periodStart, invoice.periodEnd)}
              </Table.Td>
              {/* The due day under the issue day: one column fewer keeps the downloads and actions in view. */}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {format.day(invoice.issueDate)}
                {invoice.dueDate ? (
                  <Text size="xs" c={invoice.overdue ? 'red' : 'dimmed'} fw={invoice.overdue ? 600 : undefined}>
                    <VisuallyHidden>{t('invoices.dueLabel')} </VisuallyHidden>
                    {format.day(invoice.dueDate)}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {format.money(invoice.totalExclVat)}
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {format.money(invoice.totalInclVat)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap', minWidth: 112 }}>
                <InvoiceStatusBadge invoice={invoice} />
                {invoice.status === 'paid' && invoice.paidAt ? (
                  <Text size="xs" c="dimmed">
                    {t('invoices.paidOn', { date: format.day(invoice.paidAt) })}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <InvoiceDownloads invoice={invoice} />
                  {actions?.(invoice)}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
