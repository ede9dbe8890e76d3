import { Alert, Badge, Button, Card, Group, Select, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { defaultPageSize, type PageSize } from '@orbite/domain/pagination';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../ui/use-t';
import { ListPager } from '../missions/list-pager';
import { useMissionCompanies } from '../missions/missions-operations';
import { AccountingExportButton } from './accounting-export-button';
import { InvoiceActions } from './invoice-actions';
import { type InvoiceFlow, type InvoiceListStatus, useInvoices } from './invoice-operations';
import { InvoicesTable } from './invoices-table';

const tabs: InvoiceListStatus[] = ['issued', 'overdue', 'paid', 'cancelled', 'draft'];
const flows: InvoiceFlow[] = ['platformToCorporate', 'freelanceToPlatform', 'platformToFreelance'];

function useDebouncedValue(value: string, delayMs = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** /backoffice/invoicing: every invoice by status, filtered, with the team's actions and the accounting export. */
export function BackofficeInvoicingView() {
  const t = useT();
  const [status, setStatus] = useState<InvoiceListStatus>('issued');
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [flow, setFlow] = useState<InvoiceFlow | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<PageSize>(defaultPageSize);
  const debouncedSearch = useDebouncedValue(search);
  const filter = { status, companyId, flow, month: month ? month.slice(0, 7) : null, search: debouncedSearch || null };
  const variables = { filter, offset: (page - 1) * limit, limit };
  const { data, previousData, loading, error, refetch } = useInvoices(variables);
  const shown = data ?? previousData;
  const companies = useMissionCompanies('', []);
  const companyOptions = useMemo(
    () => (companies.data?.missionCompanies ?? []).map((c) => ({ value: c.id, label: c.name })),
    [companies.data],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: any filter change goes back to the first page.
  useEffect(() => setPage(1), [status, companyId, flow, month, debouncedSearch, limit]);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('invoices.backoffice.title')}</Title>
          <Text c="dimmed">{t('invoices.backoffice.subtitle')}</Text>
        </div>
        <AccountingExportButton />
      </Group>
      <Tabs value={status} onChange={(value) => value && setStatus(value as InvoiceListStatus)}>
        <Tabs.List>
          {tabs.map((tab) => (
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
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Select
          w={220}
          label={t('invoices.filter.company')}
          placeholder={t('invoices.filter.anyCompany')}
          data={companyOptions}
          value={companyId}
          onChange={setCompanyId}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          w={240}
          label={t('invoices.filter.flow')}
          placeholder={t('invoices.filter.anyFlow')}
          data={flows.map((value) => ({ value, label: t(`invoices.flow.${value}`) }))}
          value={flow}
          onChange={(value) => setFlow(value as InvoiceFlow | null)}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <MonthPickerInput
          w={200}
          label={t('invoices.filter.month')}
          placeholder={t('invoices.filter.anyMonth')}
          value={month}
          onChange={(value) => setMonth(value ? String(value).slice(0, 10) : null)}
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
          <ListPager total={shown?.invoices.count ?? 0} page={page} limit={limit} onPage={setPage} onLimit={setLimit} />
        </Stack>
      </Card>
    </Stack>
  );
}
