import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../../ui/use-t';
import { useAnalyticsFormat } from './use-analytics-format';

interface HuntingCampaign {
  campaign: string | null;
  invited: number;
  activated: number;
  rate: number | null;
}

const HUNTING_CAMPAIGNS: TypedDocumentNode<{ huntingCampaigns: HuntingCampaign[] }, { from: string; to: string }> = gql`
  query HuntingCampaigns($from: Date!, $to: Date!) {
    huntingCampaigns(from: $from, to: $to) {
      campaign
      invited
      activated
      rate
    }
  }
`;

/**
 * The welcome links of the period by campaign: the pre-users invited, those who took their account, and the rate;
 * what the campaign tags given to the links are for.
 */
export function HuntingCampaignsCard({ period }: { period: { from: string; to: string } }) {
  const t = useT();
  const format = useAnalyticsFormat();
  const id = useId();
  const { data, loading } = useQuery(HUNTING_CAMPAIGNS, { variables: period, fetchPolicy: 'cache-and-network' });
  const rows = data?.huntingCampaigns;
  return (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={`${id}-title`}>
            {t('analytics.hunting.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('analytics.hunting.summary')}
          </Text>
        </div>
        {!rows && loading ? (
          <Skeleton h={120} />
        ) : !rows?.length ? (
          <Text size="sm" c="dimmed">
            {t('analytics.hunting.empty')}
          </Text>
        ) : (
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('analytics.hunting.campaign')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('analytics.hunting.invited')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('analytics.hunting.activated')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('analytics.hunting.rate')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.campaign ?? ''}>
                  <Table.Td ff={row.campaign ? 'monospace' : undefined} fz="sm">
                    {row.campaign ?? t('analytics.hunting.none')}
                  </Table.Td>
                  <Table.Td ta="right">{row.invited}</Table.Td>
                  <Table.Td ta="right">{row.activated}</Table.Td>
                  <Table.Td ta="right">{format.rate(row.rate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
