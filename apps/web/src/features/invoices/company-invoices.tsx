import { Alert, Button, Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { defaultPageSize, type PageSize } from '@orbite/domain/pagination';
import { useState } from 'react';
import { useT } from '../../ui/use-t';
import { ListPager } from '../missions/list-pager';
import { type InvoiceListStatus, useCompanyInvoices } from './invoice-operations';
import { InvoicesTable } from './invoices-table';

const tabs: (InvoiceListStatus | 'all')[] = ['all', 'issued', 'overdue', 'paid'];

/** The viewer's company's invoices (enterprise administration): by status, with downloads. */
export function CompanyInvoices() {
  const t = useT();
  const [status, setStatus] = useState<InvoiceListStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<PageSize>(defaultPageSize);
  const { data, previousData, loading, error, refetch } = useCompanyInvoices({
    filter: { status: status === 'all' ? null : status },
    offset: (page - 1) * limit,
    limit,
  });
  const shown = data ?? previousData;
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="company-invoices-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="company-invoices-title">
          {t('invoices.company.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('invoices.company.intro')}
        </Text>
        <Tabs
          value={status}
          onChange={(value) => {
            if (!value) return;
            setStatus(value as InvoiceListStatus | 'all');
            setPage(1);
          }}
        >
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {t(`invoices.tab.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {error && !shown ? (
          <Alert color="red" variant="light" role="alert" title={t('invoices.list.loadError')}>
            <Button size="xs" variant="light" color="red" onClick={() => refetch()}>
              {t('invoices.retry')}
            </Button>
          </Alert>
        ) : (
          <InvoicesTable
            invoices={shown?.companyInvoices.items ?? []}
            loading={loading}
            empty={t('invoices.company.empty')}
            parties="issuer"
          />
        )}
        <ListPager
          total={shown?.companyInvoices.count ?? 0}
          page={page}
          limit={limit}
          onPage={setPage}
          onLimit={(size) => {
            setLimit(size);
            setPage(1);
          }}
        />
      </Stack>
    </Card>
  );
}
