import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { useT } from '../../ui/use-t';
import type { MissionSectionProps } from '../missions/mission-sections';
import { InvoiceActions } from './invoice-actions';
import { useMissionInvoices } from './invoice-operations';
import { InvoicesTable } from './invoices-table';

/** Statuses of a mission that may have invoices (a signed deal, hence months to invoice). */
export const missionStatusesWithInvoices = ['onGoing', 'finished', 'reviewed'];

/** The 'invoices' section of the mission page: the client its invoices, the team every flow with its actions. */
export function MissionInvoicesSection({ mission, viewer }: MissionSectionProps) {
  const t = useT();
  const { data, loading, error, refetch } = useMissionInvoices(mission.id);
  const team = viewer === 'teamMember';
  if (!data && error)
    return (
      <Alert color="red" variant="light" title={t('invoices.list.loadError')} role="alert">
        <Button size="xs" variant="light" color="red" onClick={() => refetch()}>
          {t('invoices.retry')}
        </Button>
      </Alert>
    );
  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(team ? 'invoices.mission.teamIntro' : 'invoices.mission.clientIntro')}
        </Text>
        <InvoicesTable
          invoices={data?.missionInvoices ?? []}
          loading={loading}
          empty={t('invoices.mission.empty')}
          parties={team ? 'both' : 'issuer'}
          actions={team ? (invoice) => <InvoiceActions invoice={invoice} onDone={() => refetch()} /> : undefined}
        />
      </Stack>
    </Card>
  );
}
