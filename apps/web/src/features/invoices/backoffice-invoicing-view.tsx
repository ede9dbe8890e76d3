import { Alert, Badge, Button, Card, Group, Select, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useQueryState } from '../../ui/use-query-state';
import { useT } from '../../ui/use-t';
import { ListPager } from '../missions/list-pager';
import { useMissionCompanies } from '../missions/missions-operations';
import { AccountingExportButton } from './accounting-export-button';
import { InvoiceActions } from './invoice-actions';
import { type InvoiceFlow, type InvoiceListStatus, useInvoices } from './invoice-operations';
import { InvoicesTable } from './invoices-table';
import { type InvoicingState, invoiceFlows, invoicingTabs, readInvoicingUrl, writeInvoicingUrl } from './invoicing-url';

/** /backoffice/invoicing: every invoice by status, filtered, with the team's actions and the accounting export. */
export function BackofficeInvoicingView() {
  const t = useT();
  const { state, update } = useQueryState(readInvoicingUrl, writeInvoicingUrl);
  const { status, companyId, flow, month, page, limit } = state;
  // Any filter goes back to the first page; a new page pushes a history entry.
  const setFilters = (patch: Partial<InvoicingState>) => update(() => ({ ...patch, page: 1 }));
  const [search, setSearch] = useState(state.search);
  const commitSearch = useDebouncedCallback((value: string) => setFilters({ search: value }), 300);
  useEffect(() => setSearch(state.search), [state.search]);
  const filter = { status, companyId, flow, month, search: state.search || null };
  const variables = { filter, offset: (page - 1) * limit, limit };
  const { data, previousData, loading, error, refetch } = useInvoices(variables);
  const shown = data ?? previousData;
  const companies = useMissionCompanies('', []);
  const companyOptions = useMemo(
    () => (companies.data?.missionCompanies ?? []).map((c) => ({ value: c.id, label: c.name })),
    [companies.data],
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('invoices.backoffice.title')}</Title>
          <Text c="dimmed">{t('invoices.backoffice.subtitle')}</Text>
        </div>
        <AccountingExportButton />
      </Group>
      <Tabs value={status} onChange={(value) => value && setFilters({ status: value as InvoiceListStatus })}>
        <Tabs.List>
          {invoicingTabs.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              rightSection={
                <Badge size="sm" variant="light" color={tab === 'overdue' ? 'red' : 'gray'}>
                  {shown?.invoices.counts[tab] ?? 0}
                </Badge>
              }
            >
              {t(`invoices.tab.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          w={240}
          label={t('invoices.filter.search')}
          placeholder={t('invoices.filter.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            commitSearch(event.currentTarget.value);
          }}
        />
        <Select
          w={220}
          label={t('invoices.filter.company')}
          placeholder={t('invoices.filter.anyCompany')}
          data={companyOptions}
          value={companyId}
          onChange={(value) => setFilters({ companyId: value })}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          w={240}
          label={t('invoices.filter.flow')}
          placeholder={t('invoices.filter.anyFlow')}
          data={invoiceFlows.map((value) => ({ value, label: t(`invoices.flow.${value}`) }))}
          value={flow}
          onChange={(value) => setFilters({ flow: value as InvoiceFlow | null })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <MonthPickerInput
          w={200}
          label={t('invoices.filter.month')}
          placeholder={t('invoices.filter.anyMonth')}
          value={month ? `${month}-01` : null}
          onChange={(value) => setFilters({ month: value ? String(value).slice(0, 7) : null })}
          valueFormat="MMMM YYYY"
          locale="fr"
          clearable
        />
      </Group>
      <Card withBorder radius="lg" p="md" component="section" aria-labelledby="invoices-count">
        <Stack gap="sm">
          <Text size="sm" c="dimmed" id="invoices-count" aria-live="polite">
            {loading && !shown
              ? t('invoices.list.loading')
              : t('invoices.list.count', { count: shown?.invoices.count ?? 0 })}
          </Text>
          {error && !shown ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              <Group justify="space-between">
                {t('invoices.list.loadError')}
                <Button size="xs" variant="white" onClick={() => refetch()}>
                  {t('invoices.retry')}
                </Button>
              </Group>
            </Alert>
          ) : (
            <InvoicesTable
              invoices={shown?.invoices.items ?? []}
              loading={loading}
              empty={t('invoices.list.empty')}
              actions={(invoice) => <InvoiceActions invoice={invoice} onDone={() => refetch()} />}
            />
          )}
          <ListPager
            total={shown?.invoices.count ?? 0}
            page={page}
            limit={limit}
            onPage={(next) => update(() => ({ page: next }), false)}
            onLimit={(next) => setFilters({ limit: next })}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
