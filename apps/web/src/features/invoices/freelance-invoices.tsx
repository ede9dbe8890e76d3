import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { defaultPageSize, type PageSize } from '@orbite/domain/pagination';
import { useState } from 'react';
import { useT } from '../../ui/use-t';
import { ListPager } from '../missions/list-pager';
import { MY_INVOICES } from './invoice-operations';
import { InvoicesTable } from './invoices-table';

/**
 * "Vos factures": every invoice of the signed-in freelancer (issued in their name to Orbite, or by
 * Orbite to them), with the PDF and Factur-X downloads.
 */
export function FreelanceInvoices({ id }: { id?: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<PageSize>(defaultPageSize);
  const { data, previousData, loading, error, refetch } = useQuery(MY_INVOICES, {
    variables: { filter: {}, offset: (page - 1) * limit, limit },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  return (
    <Card withBorder radius="lg" p="lg" component="section" id={id} aria-labelledby="freelance-invoices-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="freelance-invoices-title">
          {t('invoices.freelance.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('invoices.freelance.intro')}
        </Text>
        {error && !shown ? (
          <Alert color="red" variant="light" role="alert" title={t('invoices.list.loadError')}>
            <Button size="xs" variant="light" color="red" onClick={() => refetch()}>
              {t('invoices.retry')}
            </Button>
          </Alert>
        ) : (
          <InvoicesTable
            invoices={shown?.myInvoices.items ?? []}
            loading={loading}
            // The number's flow label says who issued it (themselves or Orbite): the recipient is enough.
            parties="recipient"
            empty={t('invoices.freelance.empty')}
          />
        )}
        <ListPager
          total={shown?.myInvoices.count ?? 0}
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
